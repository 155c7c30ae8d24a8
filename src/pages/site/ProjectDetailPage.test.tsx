import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createTestStore, renderPage } from '@/testing/render';
import { seedCollections, seedProjects } from '@/data/seed';

/** The page is a lazy chunk: its first load in a test run can take a while on a busy machine. */
const LOAD_TIMEOUT = 5000;
const TITLE = 'Shikara Stays: Dal Lake Houseboat Booking';

async function findTitle(name: string | RegExp = TITLE) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: LOAD_TIMEOUT });
}

describe('ProjectDetailPage', () => {
  it('renders the case study of project 1: header, breadcrumb, details, sections, technologies', async () => {
    renderPage('/projects/1');
    await findTitle();
    const main = screen.getByRole('main');

    const breadcrumb = within(main).getByRole('navigation', { name: 'Breadcrumb' });
    expect(breadcrumb).toHaveTextContent(`HomeProjects${TITLE}`);
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects');
    expect(within(main).getByRole('link', { name: 'Back to all projects' })).toHaveAttribute(
      'href',
      '/projects',
    );

    expect(
      within(main).getByText(/A fast, photo-led booking website for a family-run group of seven houseboats/),
    ).toBeInTheDocument();

    const details = within(main).getByRole('complementary', { name: 'Project details' });
    expect(details).toHaveTextContent('Shikara Stays Houseboats');
    expect(details).toHaveTextContent('Web Design');
    expect(details).toHaveTextContent('15 September 2026');
    expect(details).toHaveTextContent('4 months');
    expect(details).toHaveTextContent('shikarastays.in');

    for (const heading of ['About the Project', 'Challenges', 'Solutions', 'Results', 'Key features']) {
      expect(within(main).getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(within(main).getByText(/Direct bookings grew to 46% of all bookings/)).toBeInTheDocument();

    const technologies = within(main).getByRole('heading', { name: 'Technologies used' }).closest('section')!;
    for (const tech of ['React', 'TypeScript', 'Tailwind CSS', 'Firebase', 'Razorpay']) {
      expect(within(technologies).getByText(tech)).toBeInTheDocument();
    }
    expect(within(main).getByText('Live availability calendar for seven houseboats')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: /start a conversation/i })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('sets the title, description, article type, CreativeWork and breadcrumb JSON-LD', async () => {
    renderPage('/projects/1');
    await findTitle();
    expect(document.title).toBe(`${TITLE} | Chinar Digital`);
    expect(document.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/projects\/1$/);
    type Data = { '@type'?: string; itemListElement?: unknown[]; name?: string; url?: string };
    const jsonLd = Array.from(document.querySelectorAll('script[type="application/ld+json"]')).flatMap(
      (script) => [JSON.parse(script.textContent ?? '{}') as Data | Data[]].flat(),
    );
    expect(jsonLd.find((data) => data['@type'] === 'BreadcrumbList')?.itemListElement).toHaveLength(3);
    const work = jsonLd.find((data) => data['@type'] === 'CreativeWork');
    expect(work?.name).toBe(TITLE);
    expect(work?.url).toMatch(/\/projects\/1$/);
  });

  it('starts on the first image and swaps the main image when a thumbnail is clicked', async () => {
    const { user } = renderPage('/projects/1');
    await findTitle();
    const main = screen.getByRole('img', { name: `${TITLE}, image 1 of 4` });
    expect(main).toHaveAttribute('src', '/images/projects/shikara-stays-1.svg');
    expect(main).toHaveAttribute('width');
    expect(main).toHaveAttribute('height');

    const thumbnails = [1, 2, 3, 4].map((n) => screen.getByRole('button', { name: `Show image ${n} of 4` }));
    expect(thumbnails[0]).toHaveAttribute('aria-pressed', 'true');

    await user.click(thumbnails[2]!);
    expect(screen.getByRole('img', { name: `${TITLE}, image 3 of 4` })).toHaveAttribute(
      'src',
      '/images/projects/shikara-stays-3.svg',
    );
    expect(thumbnails[2]).toHaveAttribute('aria-pressed', 'true');
    expect(thumbnails[0]).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens the project website in a new tab, safely', async () => {
    renderPage('/projects/1');
    await findTitle();
    const link = screen.getByRole('link', { name: /visit the live site/i });
    expect(link).toHaveAttribute('href', 'https://www.shikarastays.in');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders stored HTML sanitized: no scripts, no event handlers', async () => {
    const project1 = seedProjects['1']!;
    const store = createTestStore({
      seed: {
        ...seedCollections,
        projects: {
          ...seedProjects,
          '1': {
            ...project1,
            challenges:
              '<p>Patchy mobile data.</p><script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true" alt="broken">',
            results: '<p><a href="javascript:alert(1)">Click</a> Bookings doubled.</p>',
          },
        },
      },
    });
    renderPage('/projects/1', { store });
    await findTitle();
    const challenges = screen.getByRole('heading', { level: 2, name: 'Challenges' }).closest('section')!;
    expect(within(challenges).getByText('Patchy mobile data.')).toBeInTheDocument();
    expect(challenges.querySelector('script')).toBeNull();
    expect(challenges.querySelector('[onerror]')).toBeNull();
    const results = screen.getByRole('heading', { level: 2, name: 'Results' }).closest('section')!;
    expect(results).toHaveTextContent('Bookings doubled.');
    expect(results.querySelector('a[href^="javascript"]')).toBeNull();
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('omits sections a project has no content for', async () => {
    const project1 = seedProjects['1']!;
    const store = createTestStore({
      seed: { ...seedCollections, projects: { '1': { ...project1, challenges: '', solutions: '   ' } } },
    });
    renderPage('/projects/1', { store });
    await findTitle();
    expect(screen.getByRole('heading', { level: 2, name: 'About the Project' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Challenges' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Solutions' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toBeInTheDocument();
  });

  it.each([
    ['999', 'an id that does not exist'],
    ['7', 'a project that is not Completed'],
  ])("shows 'Project not found' for %s (%s)", async (id) => {
    renderPage(`/projects/${id}`);
    await findTitle('Project not found');
    expect(screen.getByText(/does not exist or has been removed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to projects' })).toHaveAttribute('href', '/projects');
    expect(screen.queryByText('Gulmarg Ski Rentals App')).not.toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  it('shows a loading state, then the project', async () => {
    renderPage('/projects/2');
    // Found, or it throws: the skeleton may be replaced by the project in the next moment.
    await screen.findByText('Loading project…', {}, { timeout: LOAD_TIMEOUT });
    await findTitle('Kesar Pampore: Saffron Online Store');
    expect(screen.queryByText('Loading project…')).not.toBeInTheDocument();
  });

  it('shows an error with Retry when loading fails, and recovers', async () => {
    let offline = true;
    const store = createTestStore({ failWhen: () => offline });
    const { user } = renderPage('/projects/1', { store });
    const alert = await screen.findByRole('alert', {}, { timeout: LOAD_TIMEOUT });
    expect(alert).toHaveTextContent(
      'Failed to load the project. Please check your connection and try again.',
    );
    offline = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await findTitle();
  });

  it('opens another project with its gallery on the first image', async () => {
    const { user } = renderPage('/projects/1');
    await findTitle();
    await user.click(screen.getByRole('button', { name: 'Show image 4 of 4' }));
    await user.click(screen.getByRole('link', { name: 'Back to all projects' }));
    await user.click(
      await screen.findByRole('link', { name: 'Valley Public School Portal' }, { timeout: LOAD_TIMEOUT }),
    );
    await findTitle('Valley Public School Portal');
    expect(screen.getByRole('button', { name: 'Show image 1 of 4' })).toHaveAttribute('aria-pressed', 'true');
  });
});
