import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { seedCollections } from '@/data/seed';
import { searchWordsFor } from '@/data/search-words';
import type { DataStore, WriteOperation } from '@/data/store';
import { createCountingStore } from '@/testing/counting-store';
import { createTestStore, replaceText } from '@/testing/render';
import { DEMO, renderAdmin } from '@/testing/render-admin';

afterEach(() => {
  toast.dismiss();
});

const table = () => screen.getByRole('region', { name: 'Projects' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rowTitles = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const searchBox = () => screen.getByRole('searchbox', { name: 'Search projects' });

const SEED_COUNT = 9;

/** The seed plus projects stored with statuses spelt as older data spells them. */
async function storeWithOddStatuses() {
  const store = createTestStore();
  const base = { client: 'Dal Lake Co.', category: 'IoT', date: '2026-11-10', description: 'D' };
  await store.create('projects', '20', {
    ...base,
    title: 'Wular Water Sensors',
    status: 'Planned',
    createdAt: new Date('2026-11-20T00:00:00.000Z'),
  });
  await store.create('projects', '21', {
    ...base,
    title: 'Chinar Leaf Tracker',
    status: 'completed',
    createdAt: new Date('2026-11-19T00:00:00.000Z'),
  });
  await store.create('projects', '22', {
    ...base,
    title: 'Houseboat Wi-Fi',
    status: 'IN PROGRESS',
    createdAt: new Date('2026-11-18T00:00:00.000Z'),
  });
  return store;
}

describe('ProjectsPage', () => {
  it('lists every project, newest first, with its columns and links', async () => {
    renderAdmin('/admin/projects', { signedInAs: DEMO.editor });
    expect(await screen.findByRole('heading', { name: 'Projects', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(SEED_COUNT));
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Title', 'Client', 'Category', 'Status', 'Date', 'Actions']);
    expect(rowTitles()[0]).toBe('Lal Chowk Smart Parking Pilot');
    const first = within(bodyRows()[0]!);
    expect(first.getByText('Lal Chowk Traders Federation')).toBeInTheDocument();
    expect(first.getByText('IoT')).toBeInTheDocument();
    expect(first.getByText('Planning')).toBeInTheDocument();
    expect(first.getByText('2 November 2026')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Add New Project' })).toHaveAttribute(
      'href',
      '/admin/projects/new',
    );
    expect(
      screen.getByRole('link', { name: 'View Shikara Stays: Dal Lake Houseboat Booking' }),
    ).toHaveAttribute('href', '/admin/projects/1');
    expect(
      screen.getByRole('link', { name: 'Edit Shikara Stays: Dal Lake Houseboat Booking' }),
    ).toHaveAttribute('href', '/admin/projects/1/edit');
  });

  it('shows Completed in green and the other statuses as secondary badges', async () => {
    renderAdmin('/admin/projects', { signedInAs: DEMO.editor });
    await waitFor(() => expect(bodyRows()).toHaveLength(SEED_COUNT));
    const completed = within(table()).getAllByText('Completed')[0]!;
    const inProgress = within(table()).getAllByText('In Progress')[0]!;
    expect(completed.className).toContain('bg-green-100');
    expect(inProgress.className).not.toContain('bg-green-100');
  });

  it('filters by status tab with a query on the stored status; older spellings show under All Projects', async () => {
    const { user } = renderAdmin('/admin/projects', {
      signedInAs: DEMO.editor,
      store: await storeWithOddStatuses(),
    });
    await waitFor(() => expect(bodyRows()).toHaveLength(SEED_COUNT + 3));
    expect(screen.getByRole('tab', { name: 'All Projects' })).toHaveAttribute('aria-selected', 'true');
    // Read as the model reads them: 'Planned' is Planning, any case.
    expect(within(bodyRows()[0]!).getByText('Planning')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Planning' }));
    await waitFor(() => expect(rowTitles()).toEqual(['Lal Chowk Smart Parking Pilot']));

    await user.click(screen.getByRole('tab', { name: 'In Progress' }));
    await waitFor(() =>
      expect(rowTitles()).toEqual(['Harud Apparel Online Store', 'Gulmarg Ski Rentals App']),
    );

    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(6));
    expect(rowTitles()).not.toContain('Chinar Leaf Tracker');

    await user.click(screen.getByRole('tab', { name: 'All Projects' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(SEED_COUNT + 3));
  });

  it('pages the list, and a tab starts again at page 1', async () => {
    const store = createTestStore();
    for (const day of ['01', '02']) {
      await store.create('projects', `3${day}`, {
        title: `Archive project ${day}`,
        client: 'Old client',
        category: 'IoT',
        status: 'Completed',
        date: `2024-01-${day}`,
        description: 'D',
        createdAt: new Date(`2024-01-${day}T00:00:00.000Z`),
      });
    }
    const { user } = renderAdmin('/admin/projects', { signedInAs: DEMO.editor, store });
    await waitFor(() => expect(bodyRows()).toHaveLength(SEED_COUNT + 2));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    const pager = screen.getByRole('navigation', { name: 'Pages of projects' });
    expect(await within(pager).findByText('Showing 1–10')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await within(pager).findByText('Showing 11–11')).toBeInTheDocument();
    expect(rowTitles()).toEqual(['Archive project 01']);
    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(await within(pager).findByText('Showing 1–8')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('keeps the tab and page in the address, so a link opens the same view', async () => {
    const store = createTestStore();
    const first = renderAdmin('/admin/projects', { signedInAs: DEMO.editor, store });
    await waitFor(() => expect(bodyRows()).toHaveLength(SEED_COUNT));
    await first.user.click(screen.getByRole('tab', { name: 'Completed' }));
    await first.user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    const pager = screen.getByRole('navigation', { name: 'Pages of projects' });
    expect(await within(pager).findByText(/^Showing 1–/)).toBeInTheDocument();
    const shown = rowTitles();
    const link = first.location();
    expect(link).toBe('/admin/projects?status=Completed&size=10');
    first.unmount();

    renderAdmin(link, { signedInAs: DEMO.editor, store });
    await waitFor(() => expect(rowTitles()).toEqual(shown));
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
  });

  it('opens All Projects for a tab the list does not know', async () => {
    renderAdmin('/admin/projects?status=Archived', { signedInAs: DEMO.editor });
    await waitFor(() => expect(bodyRows()).toHaveLength(SEED_COUNT));
    expect(screen.getByRole('tab', { name: 'All Projects' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a loading row until the projects arrive', async () => {
    const seeded = createTestStore();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const store: DataStore = {
      ...seeded,
      list: async (collection, options) => {
        if (collection === 'projects') await gate;
        return seeded.list(collection, options);
      },
    };
    renderAdmin('/admin/projects', { signedInAs: DEMO.editor, store });
    const region = await screen.findByRole('region', { name: 'Projects' });
    expect(within(region).getByRole('status')).toHaveTextContent('Loading projects...');
    expect(within(region).getByRole('table')).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(bodyRows()).toHaveLength(SEED_COUNT));
    expect(screen.queryByText('Loading projects...')).not.toBeInTheDocument();
  });

  it('says No projects found for an empty list and an empty tab', async () => {
    const { user } = renderAdmin('/admin/projects', {
      signedInAs: DEMO.editor,
      store: createTestStore({ seed: { ...seedCollections, projects: {} } }),
    });
    expect(await screen.findByText('No projects found')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(screen.getByText('No projects found')).toBeInTheDocument();
  });

  it('shows the error panel, the toast and Retry when the projects cannot be loaded', async () => {
    let failing = true;
    const store = createTestStore({
      failWhen: (operation, collection) => failing && operation === 'list' && collection === 'projects',
    });
    const { user } = renderAdmin('/admin/projects', { signedInAs: DEMO.editor, store });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error Loading Projects')).toBeInTheDocument();
    expect(within(alert).getByText('The data service is unavailable (list projects).')).toBeInTheDocument();
    expect(
      await screen.findByText('Failed to load projects. Please check your connection.'),
    ).toBeInTheDocument();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(SEED_COUNT));
    expect(screen.queryByText('Error Loading Projects')).not.toBeInTheDocument();
  });

  it('falls back to the spec text when the error says nothing', async () => {
    const seeded = createTestStore();
    const store: DataStore = {
      ...seeded,
      list: async (collection, options) => {
        if (collection === 'projects') throw new Error('');
        return seeded.list(collection, options);
      },
    };
    renderAdmin('/admin/projects', { signedInAs: DEMO.editor, store });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch projects from the database')).toBeInTheDocument();
  });

  it('deletes a project after confirming', async () => {
    const { user, store } = renderAdmin('/admin/projects', { signedInAs: DEMO.editor });
    await waitFor(() => expect(bodyRows()).toHaveLength(SEED_COUNT));
    await user.click(screen.getByRole('button', { name: 'Delete Gulmarg Ski Rentals App' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Project' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete "Gulmarg Ski Rentals App"? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Project deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(SEED_COUNT - 1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await store.get('projects', '7')).toBeNull();
  });

  it('keeps the project when the dialog is cancelled', async () => {
    const { user, store } = renderAdmin('/admin/projects', { signedInAs: DEMO.editor });
    await waitFor(() => expect(bodyRows()).toHaveLength(SEED_COUNT));
    await user.click(screen.getByRole('button', { name: 'Delete Gulmarg Ski Rentals App' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Project' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await store.get('projects', '7')).not.toBeNull();
    expect(bodyRows()).toHaveLength(SEED_COUNT);
  });

  it('says An error occurred while deleting the project and keeps the dialog open for a retry', async () => {
    const store = createTestStore({
      failWhen: (operation, collection) => operation === 'delete' && collection === 'projects',
    });
    const { user } = renderAdmin('/admin/projects', { signedInAs: DEMO.editor, store });
    await waitFor(() => expect(bodyRows()).toHaveLength(SEED_COUNT));
    await user.click(screen.getByRole('button', { name: 'Delete Gulmarg Ski Rentals App' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Project' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('An error occurred while deleting the project')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Delete Project' })).toBeInTheDocument();
    expect(await store.get('projects', '7')).not.toBeNull();
  });

  it('says Failed to delete project when the project is already gone', async () => {
    const { user, store } = renderAdmin('/admin/projects', { signedInAs: DEMO.editor });
    await waitFor(() => expect(bodyRows()).toHaveLength(SEED_COUNT));
    await user.click(screen.getByRole('button', { name: 'Delete Gulmarg Ski Rentals App' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Project' });
    await store.remove('projects', '7'); // someone else deleted it meanwhile
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete project')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(SEED_COUNT - 1));
  });

  it('shows the read-only role the list without add, edit or delete', async () => {
    renderAdmin('/admin/projects', { signedInAs: DEMO.viewer });
    await waitFor(() => expect(bodyRows()).toHaveLength(SEED_COUNT));
    expect(screen.queryByRole('link', { name: 'Add New Project' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Gulmarg Ski Rentals App' })).toHaveAttribute(
      'href',
      '/admin/projects/7',
    );
  });

  describe('search, across every project', () => {
    const EXTRA = 100;
    const PAGE_READS = 25 + 1; // the default page size, and one more to know whether there is a next page
    const SAFFRON = 'Kesar Pampore: Saffron Online Store';

    /** The seed plus 100 In Progress projects, all newer than the seed's: those are on pages 5 and 6. */
    async function crowdedStore(): Promise<DataStore> {
      const store = createTestStore();
      const start = Date.parse('2026-11-20T00:00:00.000Z');
      const operations: WriteOperation[] = Array.from({ length: EXTRA }, (_, index) => {
        const data = {
          title: `Booking platform ${index}`,
          client: `Hotel ${index}`,
          category: 'Web Design',
          status: 'In Progress',
          date: '2026-11-20',
          description: 'D',
          createdAt: new Date(start + index * 60_000),
        };
        return {
          type: 'create',
          collection: 'projects',
          id: String(500 + index),
          data: { ...data, searchWords: searchWordsFor('projects', data) },
        };
      });
      await store.batch(operations);
      return store;
    }

    async function renderCrowded() {
      const counting = createCountingStore(await crowdedStore());
      const rendered = renderAdmin('/admin/projects', { signedInAs: DEMO.editor, store: counting.store });
      const pager = await screen.findByRole('navigation', { name: 'Pages of projects' });
      expect(await within(pager).findByText('Showing 1–25')).toBeInTheDocument();
      expect(rowTitles()).not.toContain(SAFFRON);
      counting.resetReads();
      return { ...rendered, counting, pager };
    }

    it('finds a project five pages down by a word of its title or client, a page of reads each', async () => {
      const { user, location, counting } = await renderCrowded();
      expect(searchBox()).toHaveAccessibleDescription(/Whole words of the title or the client/);
      for (const search of ['saffron', 'Pampore Co']) {
        counting.resetReads();
        await replaceText(user, searchBox(), search);
        // The rows of the previous search look the same: wait for this one's query.
        await waitFor(() => expect(counting.log()).toHaveLength(1));
        await waitFor(() => expect(rowTitles()).toEqual([SAFFRON]));
        expect(counting.reads(), search).toBeLessThanOrEqual(PAGE_READS);
      }
      expect(new URL(location(), 'http://localhost').searchParams.get('q')).toBe('Pampore Co');
    }, 30_000);

    it('searches within the tab, and pages through a word many projects hold', async () => {
      const { user, counting, pager } = await renderCrowded();
      await user.type(searchBox(), 'kesar');
      await waitFor(() => expect(rowTitles()).toEqual([SAFFRON]));
      // It is Completed, not In Progress.
      await user.click(screen.getByRole('tab', { name: 'In Progress' }));
      expect(await screen.findByText('No projects found')).toBeInTheDocument();
      await user.click(screen.getByRole('tab', { name: 'Completed' }));
      await waitFor(() => expect(rowTitles()).toEqual([SAFFRON]));

      // A word 100 projects hold: a page of them (26 reads), and Next for the rest.
      await user.click(screen.getByRole('tab', { name: 'All Projects' }));
      counting.resetReads();
      await replaceText(user, searchBox(), 'booking');
      expect(await within(pager).findByText('Page 1: 25 found')).toBeInTheDocument();
      expect(counting.reads()).toBeLessThanOrEqual(2 * PAGE_READS);
    }, 30_000);
  });
});
