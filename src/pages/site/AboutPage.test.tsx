import { describe, expect, it } from 'vitest';
import { waitFor, screen, within } from '@testing-library/react';
import { createTestStore, renderPage } from '@/testing/render';
import { prerenderAndHydrate } from '@/features/home/testing/hydrate';
import type { DataStore } from '@/data/store';
import AboutPage from './AboutPage';

/** The page is a lazy chunk: its first load in a test run can take a while on a busy machine. */
const LOAD_TIMEOUT = 5000;

/** A store that records every call made to it. */
function createRecordingStore() {
  const calls: string[] = [];
  const inner = createTestStore();
  const store = new Proxy(inner, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const [first] = args;
        const what = Array.isArray(first)
          ? (first as Array<{ collection: string }>).map((write) => write.collection).join(',')
          : String(first);
        calls.push(`${String(property)} ${what}`);
        return (value as (...params: unknown[]) => unknown).apply(target, args);
      };
    },
  }) as DataStore;
  return { store, calls };
}

async function renderAbout(store?: DataStore) {
  const result = renderPage('/about', store ? { store } : {});
  await screen.findByRole('heading', { level: 1 }, { timeout: LOAD_TIMEOUT });
  return result;
}

describe('AboutPage', () => {
  it('renders one h1 in the hero, the title with the brand and the canonical address', async () => {
    await renderAbout();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('A technology studio from Srinagar, working for all of India');
    expect(document.title).toBe('About Us: A Technology Studio in Srinagar, Kashmir | Chinar Digital');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/about$/);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Srinagar/);
  });

  it('tells the story and shows the mission cards', async () => {
    await renderAbout();
    expect(screen.getByRole('region', { name: 'Built in Kashmir, on purpose' })).toBeInTheDocument();
    const mission = screen.getByRole('region', { name: 'What we are here to do' });
    expect(within(mission).getAllByRole('article')).toHaveLength(4);
    expect(
      within(mission).getByRole('heading', { level: 3, name: 'Grow talent in Kashmir' }),
    ).toBeInTheDocument();
  });

  it('shows the three-step way of working in order', async () => {
    await renderAbout();
    const process = screen.getByRole('region', { name: 'Three clear steps from idea to launch' });
    const steps = within(process).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Discovery & Planning',
      'Design & Development',
      'Testing & Launch',
    ]);
  });

  it('shows nine technologies, each with its logo', async () => {
    await renderAbout();
    const section = screen.getByRole('region', { name: 'Technologies we work with every day' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(9);
    expect(items.every((item) => item.querySelector('img[src^="/images/logos/"]'))).toBe(true);
    for (const name of ['React', 'Next.js', 'Python', 'Figma']) {
      expect(within(section).getByText(name)).toBeInTheDocument();
    }
  });

  it('shows three customer quotes, each with an image named after the customer', async () => {
    await renderAbout();
    const section = screen.getByRole('region', { name: 'In our customers\u2019 words' });
    const quotes = within(section).getAllByRole('figure');
    expect(quotes).toHaveLength(3);
    for (const name of ['Mehraj-ud-Din Lone', 'Nighat Shafi', 'Arvind Raina']) {
      expect(within(section).getByRole('img', { name })).toBeInTheDocument();
    }
    expect(within(quotes[0]!).getByText('ML')).toBeInTheDocument();
  });

  it('shows the achievements and a link to /contact', async () => {
    await renderAbout();
    const section = screen.getByRole('region', { name: 'A track record we are proud of' });
    for (const [value, label] of [
      ['150+', 'Projects delivered'],
      ['50+', 'Happy clients'],
      ['10+', 'Countries reached'],
      ['8+', 'Years of experience'],
    ]) {
      expect(within(section).getByText(value!)).toBeInTheDocument();
      expect(within(section).getByText(label!)).toBeInTheDocument();
    }
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: /Contact us/ })).toHaveAttribute('href', '/contact');
  });

  it('is a static page: it never touches the data layer', async () => {
    const { store, calls } = createRecordingStore();
    await renderAbout(store);
    expect(screen.getByRole('region', { name: 'A track record we are proud of' })).toBeInTheDocument();
    // Only the layout's visit counter writes (this view, in the memory store); the page reads nothing.
    await waitFor(() => expect(calls).toEqual(['batch visitors,visit_stats']));
  });

  it('hydrates the prerendered HTML without mismatches', async () => {
    const { errors, container, unmount } = await prerenderAndHydrate(<AboutPage />, '/about');
    expect(errors).toEqual([]);
    expect(within(container).getByRole('heading', { level: 1 })).toBeInTheDocument();
    unmount();
  });
});
