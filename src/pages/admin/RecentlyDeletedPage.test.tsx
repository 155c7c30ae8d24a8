import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import type { DataStore } from '@/data/store';
import { seedDeleted } from '@/testing/history-fixtures';
import { formatDateTime } from '@/lib/dates';
import { createTestStore } from '@/testing/render';
import { DEMO, renderAdmin } from '@/testing/render-admin';

afterEach(() => {
  toast.dismiss();
});

const POST_TITLE = 'Local SEO for Kashmir tourism businesses: a practical checklist';
const PROJECT_TITLE = 'Gulmarg Ski Rentals App';
const deletedAt = { post: new Date('2025-06-02T10:00:00Z'), project: new Date('2025-06-03T11:30:00Z') };

/** Post 2 deleted by Aamir Qadri, then project 7 by Saima Mir. */
async function storeWithTrash(): Promise<DataStore> {
  const store = createTestStore();
  await seedDeleted(store, 'blog_posts', '2', {
    by: 'demo-admin',
    byName: 'Aamir Qadri',
    at: deletedAt.post,
  });
  await seedDeleted(store, 'projects', '7', {
    by: 'demo-editor',
    byName: 'Saima Mir',
    at: deletedAt.project,
  });
  return store;
}

const table = () => screen.getByRole('region', { name: 'Recently deleted posts and projects' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

async function openPage(signedInAs: string, store: DataStore) {
  const result = renderAdmin('/admin/recently-deleted', { signedInAs, store });
  expect(await screen.findByRole('heading', { name: 'Recently deleted', level: 1 })).toBeInTheDocument();
  await waitFor(() => expect(within(table()).queryAllByRole('row').length).toBeGreaterThan(1));
  return result;
}

describe('RecentlyDeletedPage', () => {
  it('lists deleted posts and projects newest first: title, type, who and when', async () => {
    await openPage(DEMO.admin, await storeWithTrash());
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const [project, post] = bodyRows();
    expect(project).toHaveTextContent(PROJECT_TITLE);
    expect(project).toHaveTextContent('Project');
    expect(project).toHaveTextContent('Saima Mir');
    expect(project).toHaveTextContent(formatDateTime(deletedAt.project));
    expect(post).toHaveTextContent(POST_TITLE);
    expect(post).toHaveTextContent('Post');
    expect(post).toHaveTextContent('Aamir Qadri');
    expect(post).toHaveTextContent(formatDateTime(deletedAt.post));
  });

  it('restores a post for an admin after confirming, then links to it', async () => {
    const store = await storeWithTrash();
    const views = 862;
    const { user, location } = await openPage(DEMO.admin, store);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: `Restore ${POST_TITLE}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore this post?' });
    expect(confirm).toHaveTextContent(`“${POST_TITLE}” comes back as it was when deleted.`);
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));

    expect(await screen.findByText('Post restored')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent(PROJECT_TITLE);
    expect((await store.get('blog_posts', '2'))?.data).toMatchObject({ title: POST_TITLE, views });
    expect(await store.get('trash', 'blog_posts~2')).toBeNull();

    const notice = screen
      .getAllByRole('status')
      .find((status) => status.textContent?.includes(`“${POST_TITLE}” is back.`));
    expect(notice).toBeDefined();
    await user.click(within(notice!).getByRole('link', { name: 'Open the post' }));
    await waitFor(() => expect(location()).toBe('/admin/blog-posts/2/edit'));
  });

  it('says why a restore is refused when the id is in use again, and keeps the dialog open', async () => {
    const store = await storeWithTrash();
    await store.create('projects', '7', { title: 'Another project under id 7' });
    const { user } = await openPage(DEMO.admin, store);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: `Restore ${PROJECT_TITLE}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore this project?' });
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Could not restore it')).toBeInTheDocument();
    expect(
      screen.getByText('Another project now uses its id, so it cannot come back under it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Restore this project?' })).toBeInTheDocument();
    expect((await store.get('projects', '7'))?.data.title).toBe('Another project under id 7');
    expect(await store.get('trash', 'projects~7')).not.toBeNull();
  });

  it.each([DEMO.editor, DEMO.viewer])('shows %s the list without Restore', async (account) => {
    await openPage(account, await storeWithTrash());
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByText(/Only admins can restore them\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Restore/ })).not.toBeInTheDocument();
  });

  it('pages through a long list', async () => {
    const store = createTestStore();
    for (let id = 1; id <= 9; id += 1) {
      await seedDeleted(store, 'projects', String(id), {
        by: 'demo-admin',
        byName: 'Aamir Qadri',
        at: new Date(Date.UTC(2025, 6, id)),
      });
    }
    for (let id = 1; id <= 3; id += 1) {
      await seedDeleted(store, 'blog_posts', String(id), {
        by: 'demo-editor',
        byName: 'Saima Mir',
        at: new Date(Date.UTC(2025, 5, id)),
      });
    }
    const { user } = renderAdmin('/admin/recently-deleted?size=10', { signedInAs: DEMO.admin, store });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getByText('Showing 1–10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByText('Showing 11–12')).toBeInTheDocument();
    expect(bodyRows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('Saima Mir'),
      expect.stringContaining('Saima Mir'),
    ]);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says when nothing has been deleted', async () => {
    renderAdmin('/admin/recently-deleted', { signedInAs: DEMO.admin });
    expect(await screen.findByText('Nothing has been deleted recently.')).toBeInTheDocument();
  });
});
