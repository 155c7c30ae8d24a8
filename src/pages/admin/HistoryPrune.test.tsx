import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAuditEntry } from '@/data/models/audit-log';
import { RETENTION, REVISION_COUNTERS, revisionsPath } from '@/data/models/history';
import { StoreError, type DataStore } from '@/data/store';
import { currentContent, seedRevisions } from '@/testing/history-fixtures';
import { createTestStore } from '@/testing/render';
import { DEMO, renderAdmin } from '@/testing/render-admin';

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const KEPT = RETENTION.newest;
/** The editor and its lazily loaded History button, on a first load of a busy machine. */
const LOAD_TIMEOUT = 10_000;

/**
 * Post 2 with `count` numbered versions: its creation and the next ones 200 days ago, the newest
 * (`recent` of them) in the last week; the counter at the newest.
 */
async function storeWithVersions(count: number, recent: number): Promise<DataStore> {
  const store = createTestStore();
  const content = await currentContent(store, 'blog_posts', '2');
  await seedRevisions(
    store,
    'blog_posts',
    '2',
    Array.from({ length: count }, (_, i) => ({
      id: `v${String(i + 1).padStart(3, '0')}`,
      kind: i === 0 ? ('create' as const) : ('update' as const),
      content: { ...content, title: `Version ${i + 1}` },
      savedAt: i >= count - recent ? daysAgo(count - i) : new Date(daysAgo(200).getTime() + i * 1000),
      seq: i + 1,
    })),
  );
  await store.create(REVISION_COUNTERS, 'blog_posts~2', { seq: count, revision: `v${count}` });
  return store;
}

async function openHistory(user: UserEvent) {
  await waitFor(() => expect(screen.getByRole('button', { name: 'History' })).toBeEnabled(), {
    timeout: LOAD_TIMEOUT,
  });
  await user.click(screen.getByRole('button', { name: 'History' }));
  const dialog = await screen.findByRole('dialog', { name: 'History' });
  await within(dialog).findByRole('list', { name: 'Versions' });
  return dialog;
}

async function removeOldVersions(user: UserEvent, dialog: HTMLElement) {
  const section = within(dialog).getByRole('region', { name: 'Old versions' });
  await user.click(within(section).getByRole('button', { name: 'Remove old versions' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Remove old versions?' });
  expect(confirm).toHaveTextContent(`older than 90 days are deleted for good, except its newest ${KEPT}`);
  await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
  return section;
}

describe('History: removing old versions', () => {
  it('an admin removes what the policy lets go, is told how many, and the removal is in the audit log', async () => {
    // KEPT + 10 versions, the newest KEPT recent: 1 (the creation) to 10 are old and not among them; 2..10 go.
    const store = await storeWithVersions(KEPT + 10, KEPT);
    const { user } = renderAdmin('/admin/blog-posts/2/edit', { signedInAs: DEMO.admin, store });
    const dialog = await openHistory(user);
    const section = await removeOldVersions(user, dialog);
    expect(await within(section).findByRole('status')).toHaveTextContent('Removed 9 old versions.');
    const left = await store.list(revisionsPath('blog_posts', '2'), { limit: 100 });
    expect(left.map((doc) => doc.id)).toContain('v001');
    expect(left.map((doc) => doc.id)).not.toContain('v010');
    expect(left).toHaveLength(KEPT + 1);
    const entries = (await store.list('audit_log', { limit: 10 })).map((doc) =>
      readAuditEntry(doc.data, doc.id),
    );
    expect(entries.map((entry) => [entry.action, entry.docId])).toEqual([['post.prune', '2']]);
  });

  it('says so when there is nothing to remove', async () => {
    // Its creation is old, but the others are recent: all kept.
    const store = await storeWithVersions(KEPT + 1, KEPT);
    const { user } = renderAdmin('/admin/blog-posts/2/edit', { signedInAs: DEMO.admin, store });
    const section = await removeOldVersions(user, await openHistory(user));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      `Nothing to remove: every version is from the last 90 days, among the newest ${KEPT}, or the first.`,
    );
  });

  it('keeps the confirmation open and says what went wrong when the removal fails', async () => {
    const store = await storeWithVersions(KEPT + 10, KEPT);
    vi.spyOn(store, 'batch').mockRejectedValue(new StoreError('unavailable', 'offline'));
    const { user } = renderAdmin('/admin/blog-posts/2/edit', { signedInAs: DEMO.admin, store });
    await removeOldVersions(user, await openHistory(user));
    expect(await screen.findByText('Could not remove old versions')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Remove old versions?' })).toBeInTheDocument();
  });

  it('is not offered to editors', async () => {
    const store = await storeWithVersions(KEPT + 10, KEPT);
    const { user } = renderAdmin('/admin/blog-posts/2/edit', { signedInAs: DEMO.editor, store });
    const dialog = await openHistory(user);
    expect(within(dialog).queryByRole('region', { name: 'Old versions' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Remove old versions' })).not.toBeInTheDocument();
  });
});
