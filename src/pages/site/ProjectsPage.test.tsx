import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
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
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
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
  ])('shows only %s projects when that filter is chosen', async (category, expected) => {
    const { user } = renderPage('/projects');
    await waitForCards();
    const group = screen.getByRole('group', { name: 'Filter projects by category' });
    await user.click(within(group).getByRole('button', { name: category }));
    expect(within(group).getByRole('button', { name: category })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(cardTitles()).toEqual(expected);
    await user.click(within(group).getByRole('button', { name: 'All' }));
    expect(gridCards()).toHaveLength(6);
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
    await user.click(screen.getByRole('button', { name: 'IoT' }));
    expect(screen.getByRole('heading', { name: 'No IoT projects to show yet' })).toBeInTheDocument();
    expect(gridCards()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Show all projects' }));
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(gridCards()).toHaveLength(5);
  });
});
