import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTestStore, renderPage } from '@/testing/render';
import { prerenderAndHydrate, prerenderHtml } from '@/features/home/testing/hydrate';
import HomePage from './HomePage';
import type { DataStore } from '@/data/store';

/** The page is a lazy chunk: its first load in a test run can take a while on a busy machine. */
const LOAD_TIMEOUT = 5000;

/** The newest three Completed projects in the seed (ids 1-3), and the fourth, which must not show. */
const latestProjects = [
  { id: '1', title: 'Shikara Stays: Dal Lake Houseboat Booking' },
  { id: '2', title: 'Kesar Pampore: Saffron Online Store' },
  { id: '3', title: 'Shifa Care: Hospital Appointments App' },
] as const;
const fourthProject = 'Sopore Orchard Cold-Chain Monitor';

async function renderHome(store?: DataStore) {
  const result = renderPage('/', store ? { store } : {});
  await screen.findByRole('heading', { level: 1 }, { timeout: LOAD_TIMEOUT });
  // Everything below the location strip is a second lazy chunk.
  await screen.findByRole('region', { name: 'Proud to be from Srinagar' }, { timeout: LOAD_TIMEOUT });
  return result;
}

/** The slide assistive technology currently exposes (the others are hidden and inert). */
function visibleSlideLabel(): string | null {
  const slides = screen.getAllByRole('group', { name: /of 3$/ });
  expect(slides).toHaveLength(1);
  return slides[0]!.getAttribute('aria-label');
}

/** A slide by its label, whether or not it is the one showing (hidden slides have no accessible name). */
function slideElement(label: string): HTMLElement {
  const slide = document.querySelector<HTMLElement>(`[aria-roledescription="slide"][aria-label="${label}"]`);
  if (!slide) throw new Error(`slide ${label} not rendered`);
  return slide;
}

/** A store whose project list waits until `release` is called, to observe the loading state. */
function createGatedStore() {
  const store = createTestStore();
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const gated: DataStore = {
    ...store,
    kind: store.kind,
    list: async (collection, options) => {
      if (collection === 'projects') await gate;
      return store.list(collection, options);
    },
  };
  return { store: gated, release: () => release() };
}

describe('HomePage', () => {
  it('renders the first slide heading as the only h1, with the page title and canonical', async () => {
    await renderHome();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('Websites and software crafted in Kashmir, built for all of India');
    expect(document.title).toBe(
      'Web Design, Development & Digital Marketing in Srinagar, Kashmir | Chinar Digital',
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/$/);
  });

  it('moves between the three slides with Next and Previous, looping both ways', async () => {
    const { user } = await renderHome();
    const carousel = screen.getByRole('region', { name: 'Chinar Digital highlights' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(visibleSlideLabel()).toBe('1 of 3');

    const next = screen.getByRole('button', { name: 'Next slide' });
    const previous = screen.getByRole('button', { name: 'Previous slide' });

    await user.click(next);
    expect(visibleSlideLabel()).toBe('2 of 3');
    await user.click(next);
    expect(visibleSlideLabel()).toBe('3 of 3');
    await user.click(next);
    expect(visibleSlideLabel()).toBe('1 of 3');

    await user.click(previous);
    expect(visibleSlideLabel()).toBe('3 of 3');
    await user.click(previous);
    expect(visibleSlideLabel()).toBe('2 of 3');
  });

  it('starts the carousel engine on the first use, not on load, and stops it when the page goes', async () => {
    const { user, unmount } = await renderHome();
    // Embla positions the track with an inline transform while it runs, and clears it when destroyed.
    const track = slideElement('1 of 3').parentElement!;
    await user.hover(screen.getByRole('region', { name: 'Chinar Digital highlights' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(track.style.transform).toBe('');

    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlideLabel()).toBe('2 of 3');
    await waitFor(() => expect(track.style.transform).not.toBe(''));
    // The move asked for while the engine loaded is not lost, and later moves go through the engine.
    expect(visibleSlideLabel()).toBe('2 of 3');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlideLabel()).toBe('3 of 3');

    unmount();
    expect(track.style.transform).toBe('');
  });

  it('moves on a sideways swipe that starts before the carousel engine is running', async () => {
    await renderHome();
    const viewport = slideElement('1 of 3').parentElement!.parentElement!;
    fireEvent.pointerDown(viewport, { pointerId: 1, isPrimary: true, clientX: 320, clientY: 200 });
    fireEvent.pointerUp(viewport, { pointerId: 1, isPrimary: true, clientX: 120, clientY: 210 });
    expect(visibleSlideLabel()).toBe('2 of 3');
    // A tap (or a mostly vertical drag) does not move the slides.
    fireEvent.pointerDown(viewport, { pointerId: 2, isPrimary: true, clientX: 120, clientY: 200 });
    fireEvent.pointerUp(viewport, { pointerId: 2, isPrimary: true, clientX: 130, clientY: 320 });
    expect(visibleSlideLabel()).toBe('2 of 3');
  });

  it('supports the left and right arrow keys and the slide picker', async () => {
    const { user } = await renderHome();
    screen.getByRole('button', { name: 'Next slide' }).focus();

    await user.keyboard('{ArrowLeft}');
    expect(visibleSlideLabel()).toBe('3 of 3');
    await user.keyboard('{ArrowRight}');
    expect(visibleSlideLabel()).toBe('1 of 3');
    await user.keyboard('{ArrowRight}');
    expect(visibleSlideLabel()).toBe('2 of 3');

    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(visibleSlideLabel()).toBe('3 of 3');
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
  });

  it('hides the slides that are not showing and keeps their links out of the tab order', async () => {
    await renderHome();
    const hidden = slideElement('2 of 3');
    expect(hidden).toHaveAttribute('aria-hidden', 'true');
    for (const link of within(hidden).getAllByRole('link', { hidden: true })) {
      expect(link).toHaveAttribute('tabindex', '-1');
    }
    const shown = screen.getByRole('group', { name: '1 of 3' });
    expect(within(shown).getByRole('link', { name: /Start your project/ })).not.toHaveAttribute('tabindex');
  });

  it('gives each slide its call to action and an Our Services button', async () => {
    await renderHome();
    const expected = [
      { label: '1 of 3', cta: /Start your project/, href: '/contact' },
      { label: '2 of 3', cta: /Explore what we build/, href: '/services' },
      { label: '3 of 3', cta: /Explore marketing/, href: '/services/digital-marketing' },
    ];
    for (const { label, cta, href } of expected) {
      const slide = slideElement(label);
      expect(within(slide).getByRole('link', { name: cta, hidden: true })).toHaveAttribute('href', href);
      expect(within(slide).getByRole('link', { name: 'Our Services', hidden: true })).toHaveAttribute(
        'href',
        '/services',
      );
    }
    // Only the first slide's heading is an h1; the others are h2.
    expect(
      within(slideElement('2 of 3')).getByRole('heading', {
        level: 2,
        hidden: true,
      }),
    ).toHaveTextContent('Custom software and data tools');
  });

  it('shows the location strip and links the four core services to their pages', async () => {
    await renderHome();
    const strip = screen.getByRole('region', { name: 'Where we work' });
    for (const place of ['Srinagar', 'Kashmir', 'New Delhi', 'All India']) {
      expect(within(strip).getByText(place)).toBeInTheDocument();
    }
    const services = screen.getByRole('region', { name: 'Core services for growing businesses' });
    const links = within(services).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Web Development', '/services/web-development'],
      ['Digital Marketing', '/services/digital-marketing'],
      ['Software Solutions', '/services/software-solutions'],
      ['Machine Learning', '/services/machine-learning'],
    ]);
    expect(
      screen.getByRole('heading', { level: 2, name: /Built for your first hundred customers/ }),
    ).toBeInTheDocument();
  });

  it('shows the about block figures, mission, vision and values, and eight technologies', async () => {
    await renderHome();
    const about = screen.getByRole('region', {
      name: 'A Srinagar team that treats your business like its own',
    });
    for (const [value, label] of [
      ['45+', 'Specialists'],
      ['8+', 'Years of experience'],
      ['150+', 'Projects delivered'],
      ['98%', 'Client rate'],
    ]) {
      expect(within(about).getByText(value!)).toBeInTheDocument();
      expect(within(about).getByText(label!)).toBeInTheDocument();
    }
    expect(within(about).getByRole('link', { name: /More about us/ })).toHaveAttribute('href', '/about');

    const principles = screen.getByRole('region', { name: 'Mission, vision and values' });
    for (const title of ['Our mission', 'Our vision', 'Our values']) {
      expect(within(principles).getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }

    const technologies = screen.getByRole('region', { name: 'Proven tools, chosen for the job' });
    const items = within(technologies).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    // Each tile shows the technology's real mark (a static SVG file from simple-icons).
    expect(items.every((item) => item.querySelector('img[src$=".svg"]'))).toBe(true);
    expect(within(technologies).getByText('React')).toBeInTheDocument();
  });

  it('lists the three latest completed projects as cards linking to their pages', async () => {
    await renderHome();
    for (const project of latestProjects) {
      const link = await screen.findByRole('link', { name: project.title }, { timeout: LOAD_TIMEOUT });
      expect(link).toHaveAttribute('href', `/projects/${project.id}`);
    }
    const section = screen.getByRole('region', { name: 'Our latest projects' });
    expect(within(section).getAllByRole('article')).toHaveLength(3);
    expect(within(section).queryByText(fourthProject)).not.toBeInTheDocument();
    for (const image of section.querySelectorAll('img')) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
      expect(image).toHaveAttribute('loading', 'lazy');
    }
    expect(within(section).getByText('Web Design')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /View all projects/ })).toHaveAttribute(
      'href',
      '/projects',
    );
  });

  it('shows three skeleton cards while the projects load', async () => {
    const { store, release } = createGatedStore();
    await renderHome(store);
    const section = screen.getByRole('region', { name: 'Our latest projects' });
    expect(within(section).getByText('Loading the latest projects')).toBeInTheDocument();
    expect(section.querySelectorAll('[aria-hidden="true"].overflow-hidden')).toHaveLength(3);
    release();
    expect(
      await screen.findByRole('link', { name: latestProjects[0].title }, { timeout: LOAD_TIMEOUT }),
    ).toBeInTheDocument();
    expect(within(section).queryByText('Loading the latest projects')).not.toBeInTheDocument();
  });

  it('keeps the page working with a short message and a link to /projects when projects fail to load', async () => {
    await renderHome(createTestStore({ failWhen: (_operation, collection) => collection === 'projects' }));
    expect(
      await screen.findByText(/We could not load our latest projects just now/, undefined, {
        timeout: LOAD_TIMEOUT,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the project portfolio' })).toHaveAttribute(
      'href',
      '/projects',
    );
    // The rest of the page is unaffected.
    expect(screen.getByRole('heading', { level: 2, name: 'What our clients say' })).toBeInTheDocument();
  });

  it('shows three testimonials with their star ratings', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'What our clients say' });
    expect(within(section).getAllByRole('figure')).toHaveLength(3);
    expect(within(section).getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(2);
    expect(within(section).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(section).getByText('Gulzar Ahmad Mattoo')).toBeInTheDocument();
    expect(within(section).getByText('Owner, Shikara Stays Houseboats')).toBeInTheDocument();
  });

  it('shows the stats row and the local-business block with the address, phone and a contact link', async () => {
    await renderHome();
    const stats = screen.getByRole('region', { name: 'Chinar Digital in numbers' });
    for (const [value, label] of [
      ['150+', 'Projects completed'],
      ['45+', 'Team members'],
      ['98%', 'Client satisfaction'],
      ['10+', 'Years in business'],
    ]) {
      expect(within(stats).getByText(value!)).toBeInTheDocument();
      expect(within(stats).getByText(label!)).toBeInTheDocument();
    }

    const local = screen.getByRole('region', { name: 'Proud to be from Srinagar' });
    expect(within(local).getByText(/Residency Road, Lal Chowk, Srinagar/)).toBeInTheDocument();
    const phoneLinks = within(local).getAllByRole('link', { name: /\+91 194 245 1800/ });
    expect(phoneLinks[0]).toHaveAttribute('href', 'tel:+911942451800');
    expect(within(local).getByRole('link', { name: /Visit or contact us/ })).toHaveAttribute(
      'href',
      '/contact',
    );
    const directions = within(local).getByRole('link', { name: /Get directions/ });
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('puts the LCP image in the prerendered HTML: preloaded, sized, eager and high priority', async () => {
    const html = await prerenderHtml(<HomePage />);
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    // Only slide 1's art is preloaded (at high priority); slides 2 and 3 do not compete with it.
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain('href="/images/art/dal-lake.svg"');
    expect(preloads[0]).toMatch(/fetchPriority="high"/i);

    const doc = new DOMParser().parseFromString(html, 'text/html');
    const [lcp, ...otherSlides] = Array.from(
      doc.querySelectorAll<HTMLImageElement>('img[src^="/images/art/"]'),
    );
    expect(otherSlides.length).toBeGreaterThan(2);
    expect(lcp!.getAttribute('src')).toBe('/images/art/dal-lake.svg');
    expect(lcp!.getAttribute('width')).toBe('1440');
    expect(lcp!.getAttribute('height')).toBe('600');
    expect(lcp!.getAttribute('loading')).toBe('eager');
    expect(lcp!.getAttribute('fetchpriority')).toBe('high');
    expect(lcp!.hasAttribute('decoding')).toBe(false);
    for (const image of otherSlides.slice(0, 2)) {
      expect(image.getAttribute('loading')).toBe('eager');
      expect(image.getAttribute('fetchpriority')).toBe('low');
    }
    // Below the fold: every other image waits until it is near, decodes off the main thread and has a size.
    for (const image of otherSlides.slice(2)) {
      expect(image.getAttribute('loading'), image.getAttribute('src') ?? '').toBe('lazy');
      expect(image.getAttribute('decoding')).toBe('async');
      expect(image.getAttribute('width')).toMatch(/^\d+$/);
      expect(image.getAttribute('height')).toMatch(/^\d+$/);
    }

    // The hero text is there and visible from the first paint: no entrance animation waiting for JavaScript.
    const heading = doc.querySelector('h1');
    expect(heading?.textContent).toContain('Websites and software');
    for (let node: Element | null = heading; node; node = node.parentElement) {
      expect(node.getAttribute('class') ?? '').not.toMatch(/(^|\s)(opacity-0|invisible|hidden|animate-)/);
      expect(node.getAttribute('style') ?? '').not.toMatch(/opacity|visibility/);
    }
  });

  it('hydrates the prerendered HTML without mismatches (deterministic first render)', async () => {
    const { errors, container, unmount } = await prerenderAndHydrate(<HomePage />);
    expect(errors).toEqual([]);
    expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent('Websites and software');
    unmount();
  });
});
