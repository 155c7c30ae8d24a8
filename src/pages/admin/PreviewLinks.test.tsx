import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { readAuditEntry } from '@/data/models/audit-log';
import { PREVIEWS, readPreview } from '@/data/models/preview';
import type { DataStore } from '@/data/store';
import { createTestStore } from '@/testing/render';
import { DEMO, renderAdmin } from '@/testing/render-admin';

afterEach(() => {
  toast.dismiss();
});

/** The editor and its button, on a first load of a busy machine. */
const LOAD_TIMEOUT = 10_000;
const DAY = 86_400_000;

async function openSharing(user: UserEvent) {
  const button = await screen.findByRole('button', { name: 'Share preview' }, { timeout: LOAD_TIMEOUT });
  await user.click(button);
  return screen.findByRole('dialog', { name: 'Share a preview' }, { timeout: LOAD_TIMEOUT });
}

/**
 * Presses Create link once it can be pressed: it waits, disabled, until the dialog has read the working
 * links (the limit is judged on them), which on a busy machine comes after the dialog shows.
 */
async function createLink(user: UserEvent, dialog: HTMLElement) {
  const button = within(dialog).getByRole('button', { name: 'Create link' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

async function storedLinks(store: DataStore) {
  return (await store.list(PREVIEWS)).map((doc) => readPreview(doc.data, doc.id));
}

async function auditActions(store: DataStore) {
  return (await store.list('audit_log')).map((doc) => readAuditEntry(doc.data, doc.id).action);
}

describe('Share preview: links to a draft', () => {
  it('an editor makes a link to a draft post that lasts the days chosen, audited, and copies its address', async () => {
    const store = createTestStore();
    const { user } = renderAdmin('/admin/blog-posts/5/edit', { signedInAs: DEMO.editor, store });
    const dialog = await openSharing(user);
    expect(await within(dialog).findByText(/No active links/)).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Link lasts' }), '14');
    const before = Date.now();
    await createLink(user, dialog);
    const address = await within(dialog).findByRole<HTMLInputElement>('textbox', { name: 'Preview link 1' });
    expect(address.value).toMatch(/^http:\/\/localhost(:\d+)?\/preview\/[A-Za-z0-9_-]{22}$/);
    expect(within(dialog).getByText(/^Expires .* IST/)).toBeInTheDocument();

    const [link] = await storedLinks(store);
    expect(link).toMatchObject({ collection: 'blog_posts', docId: '5', revokedAt: null });
    expect(address.value.endsWith(link!.token)).toBe(true);
    expect(link!.item.title).toBe('Designing for the phone first: UX lessons from Indian users');
    expect(link!.item).not.toHaveProperty('views');
    const lasts = (link!.expiresAt?.getTime() ?? 0) - before;
    expect(lasts).toBeGreaterThan(14 * DAY - 60_000);
    expect(lasts).toBeLessThan(14 * DAY + 60_000);
    expect(await auditActions(store)).toContain('post.share');

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(address.value);
  }, 30_000);

  it('says when the draft was saved after the link and updates the link to the latest save', async () => {
    const store = createTestStore();
    const first = renderAdmin('/admin/blog-posts/5/edit', { signedInAs: DEMO.editor, store });
    let dialog = await openSharing(first.user);
    await createLink(first.user, dialog);
    await within(dialog).findByRole('textbox', { name: 'Preview link 1' });
    expect(within(dialog).queryByText(/still shows the earlier version/)).not.toBeInTheDocument();
    first.unmount();

    // The draft is saved again (a later updatedAt): the editor reopens with it.
    await store.update('blog_posts', '5', { title: 'Phone first', updatedAt: new Date(Date.now() + 60_000) });
    const second = renderAdmin('/admin/blog-posts/5/edit', { signedInAs: DEMO.editor, store });
    dialog = await openSharing(second.user);
    expect(await within(dialog).findByText(/still shows the earlier version/)).toBeInTheDocument();
    await second.user.click(within(dialog).getByRole('button', { name: 'Update to latest save' }));
    await waitFor(async () => expect((await storedLinks(store))[0]?.item.title).toBe('Phone first'));
  }, 30_000);

  it('revokes a link after asking, audited, and lists only working links', async () => {
    const store = createTestStore();
    const { user } = renderAdmin('/admin/projects/7/edit', { signedInAs: DEMO.editor, store });
    const dialog = await openSharing(user);
    await createLink(user, dialog);
    await within(dialog).findByRole('textbox', { name: 'Preview link 1' });

    await user.click(within(dialog).getByRole('button', { name: 'Revoke preview link 1' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke this link?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText(/No active links/)).toBeInTheDocument();
    const [link] = await storedLinks(store);
    expect(link?.revokedAt).toBeInstanceOf(Date);
    expect(link?.revokedByName).toBe('Saima Mir');
    expect(await auditActions(store)).toEqual(expect.arrayContaining(['project.share', 'project.unshare']));
  }, 30_000);

  it('is offered on drafts only: not on a published post or a completed project', async () => {
    renderAdmin('/admin/blog-posts/1/edit', { signedInAs: DEMO.editor, store: createTestStore() });
    await screen.findByRole('button', { name: 'History' }, { timeout: LOAD_TIMEOUT });
    expect(screen.queryByRole('button', { name: 'Share preview' })).not.toBeInTheDocument();
  }, 30_000);

  it('deleting a draft ends its links, audited, before the draft goes', async () => {
    const store = createTestStore();
    const first = renderAdmin('/admin/blog-posts/5/edit', { signedInAs: DEMO.editor, store });
    const dialog = await openSharing(first.user);
    await createLink(first.user, dialog);
    await within(dialog).findByRole('textbox', { name: 'Preview link 1' });
    first.unmount();

    const { user } = renderAdmin('/admin/blog-posts', { signedInAs: DEMO.editor, store });
    const title = 'Designing for the phone first: UX lessons from Indian users';
    await user.click(
      await screen.findByRole('button', { name: `Delete ${title}` }, { timeout: LOAD_TIMEOUT }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Blog Post' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await store.get('blog_posts', '5')).toBeNull());
    const [link] = await storedLinks(store);
    expect(link?.revokedAt).toBeInstanceOf(Date);
    // The delete's own batch revokes the links: its entry records it, no separate unshare.
    expect(await auditActions(store)).toEqual(expect.arrayContaining(['post.share', 'post.delete']));
    expect(await auditActions(store)).not.toContain('post.unshare');
  }, 30_000);
});
