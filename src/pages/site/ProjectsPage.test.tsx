import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createTestStore, renderPage } from '@/testing/render';
import { seedCollections, seedProjects } from '@/data/seed';

/** The page is a lazy chunk: its first load in a test run can take a while on a busy machine. */
const LOAD_TIMEOUT = 5000;

const titles = {
  '1': 'Shikara Stays: Dal Lake Houseboat Booking',
  '2': 'Kesar Pampore: Saffron Online Store',
  '3': 'Shifa Care: Hospital Appointments App',
  '4': 'Sopore Orchard Cold-Chain Monitor',
  '5': 'Kaarigar Bazaar: Handicraft Marketplace',
  '6': 'Valley Public School Portal',
} as const;

/** The cards in the portfolio grid (the featured block above it is separate). */
function gridCards() {
  const grid = document.getElementById('project-grid');
  if (!grid) throw new Error('project grid not rendered');
  return within(grid).queryAllByRole('article');
}

function cardTitles() {
  return gridCards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
}

/** Resolves once the data has loaded and the grid shows its cards. */
async function waitForCards() {
  await screen.findAllByRole('link', { name: titles['6'] }, { timeout: LOAD_TIMEOUT });
}

describe('ProjectsPage', () => {
  it('shows the hero, the stats strip and, by default (All), the six Completed projects', async () => {
    renderPage('/projects');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: LOAD_TIMEOUT })).toBeInTheDocument();
    await waitForCards();
    expect(gridCards()).toHaveLength(6);
    const filters = screen.getByRole('navigation', { name: 'Filter projects by category' });
    expect(within(filters).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Showing all 6 projects')).toBeInTheDocument();
    const stats: Array<[string, string]> = [
      ['150+', 'Projects delivered'],
      ['40+', 'Team members'],
      ['100+', 'Happy clients'],
      ['98%', 'Client satisfaction'],
    ];
    for (const [value, label] of stats) {
      expect(screen.getByText(value)).toBeInTheDocument();
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(document.title).toBe('Our Projects | Chinar Digital');
  });

  it('links every card to its project page and never lists projects that are not Completed', async () => {
    renderPage('/projects');
    await waitForCards();
    for (const [id, title] of Object.entries(titles)) {
      const grid = document.getElementById('project-grid')!;
      expect(within(grid).getByRole('link', { name: title })).toHaveAttribute('href', `/projects/${id}`);
    }
    expect(screen.queryByText('Gulmarg Ski Rentals App')).not.toBeInTheDocument();
    expect(screen.queryByText('Lal Chowk Smart Parking Pilot')).not.toBeInTheDocument();
  });

  it('features the first project with a link to its case study', async () => {
    renderPage('/projects');
    const featured = await screen.findByRole(
      'heading',
      { level: 2, name: titles['1'] },
      { timeout: LOAD_TIMEOUT },
    );
    const block = featured.closest('section')!;
    expect(within(block).getByRole('link', { name: /read the case study/i })).toHaveAttribute(
      'href',
      '/projects/1',
    );
  });

  it.each([
    ['Web Design', [titles['1'], titles['6']]],
    ['Mobile App', [titles['3']]],
    ['E-commerce', [titles['2'], titles['5']]],
    ['IoT', [titles['4']]],
  ])("shows only %s projects at that filter's own address", async (category, expected) => {
    const { user, currentUrl } = renderPage('/projects');
    await waitForCards();
    const filters = screen.getByRole('navigation', { name: 'Filter projects by category' });
    await user.click(within(filters).getByRole('link', { name: category }));
    await waitFor(() => expect(cardTitles()).toEqual(expected));
    expect(currentUrl()).toBe(`/projects/category/${category.toLowerCase().replace(' ', '-')}`);
    expect(within(filters).getByRole('link', { name: category })).toHaveAttribute('aria-current', 'page');
    expect(within(filters).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    await user.click(within(filters).getByRole('link', { name: 'All' }));
    await waitFor(() => expect(gridCards()).toHaveLength(6));
    expect(currentUrl()).toBe('/projects');
  });

  it('pages through many projects twelve at a time, each page at its own address', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 26 }, (_, index) => [
        `m${index}`,
        {
          ...seedProjects['1'],
          title: `Archive project ${index + 1}`,
          category: 'Web Design',
          status: 'Completed',
          createdAt: new Date(Date.UTC(2026, 0, 30 - index)),
        },
      ]),
    );
    const store = createTestStore({ seed: { ...seedCollections, projects: many } });
    const { user, currentUrl } = renderPage('/projects/category/web-design', { store });
    await screen.findAllByRole('link', { name: 'Archive project 12' }, { timeout: LOAD_TIMEOUT });
    expect(gridCards()).toHaveLength(12);
    expect(screen.getByText('Showing 1–12 of 26 Web Design projects')).toBeInTheDocument();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pagination).getByRole('link', { name: 'Page 3' }));
    await screen.findByRole('link', { name: 'Archive project 26' });
    expect(cardTitles()).toEqual(['Archive project 25', 'Archive project 26']);
    expect(currentUrl()).toBe('/projects/category/web-design/page/3');
    expect(screen.getByText('Showing 25–26 of 26 Web Design projects')).toBeInTheDocument();
  });

  it('shows skeleton cards while projects load', async () => {
    // The list is held until the skeletons have been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const store = createTestStore();
    const list = store.list.bind(store);
    store.list = async (...args) => {
      await held;
      return list(...args);
    };
    renderPage('/projects', { store });
    expect(await screen.findByText('Loading projects…', {}, { timeout: LOAD_TIMEOUT })).toBeInTheDocument();
    expect(gridCards()).toHaveLength(0);
    release();
    await waitForCards();
    expect(screen.queryByText('Loading projects…')).not.toBeInTheDocument();
  });

  it('shows an error panel with Retry, and recovers when the connection is back', async () => {
    let offline = true;
    const store = createTestStore({ failWhen: () => offline });
    const { user } = renderPage('/projects', { store });
    const alert = await screen.findByRole('alert', {}, { timeout: LOAD_TIMEOUT });
    expect(alert).toHaveTextContent('Failed to load projects. Please check your connection.');
    expect(gridCards()).toHaveLength(0);
    offline = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitForCards();
    expect(gridCards()).toHaveLength(6);
    expect(
      screen.queryByText('Failed to load projects. Please check your connection.'),
    ).not.toBeInTheDocument();
  });

  it('says clearly when a category has no projects, and offers to show all', async () => {
    const projects = Object.fromEntries(
      Object.entries(seedProjects).filter(([, data]) => data.category !== 'IoT'),
    );
    const store = createTestStore({ seed: { ...seedCollections, projects } });
    const { user } = renderPage('/projects', { store });
    await waitForCards();
    await user.click(screen.getByRole('link', { name: 'IoT' }));
    expect(await screen.findByRole('heading', { name: 'No IoT projects to show yet' })).toBeInTheDocument();
    expect(gridCards()).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: 'Show all projects' }));
    await waitFor(() => expect(gridCards()).toHaveLength(5));
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  });
});
