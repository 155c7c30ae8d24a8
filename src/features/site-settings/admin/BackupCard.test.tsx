import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListOptions, StoredDoc } from '@/data/store';
import { createTestStore } from '@/testing/render';
import { DEMO, renderAdmin } from '@/testing/render-admin';

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('BackupCard', () => {
  it('is busy while it reads, says how far it has got, then downloads once', async () => {
    const store = createTestStore();
    const list = store.list.bind(store);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The staff records wait until the test lets them through.
    vi.spyOn(store, 'list').mockImplementation(
      async (path: string, options?: ListOptions): Promise<StoredDoc[]> => {
        if (path === 'admins') await held;
        return list(path, options);
      },
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:backup'), revokeObjectURL: vi.fn() }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderAdmin('/admin/settings', { signedInAs: DEMO.admin, store });
    const card = await screen.findByRole('region', { name: 'Backup' }, { timeout: 10_000 });

    await user.click(within(card).getByRole('button', { name: 'Download backup' }));
    const busy = within(card).getByRole('button', { name: 'Backing up…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    // The collections before the staff records pass through first; the reading stops at them.
    await waitFor(() =>
      expect(within(card).getByRole('status')).toHaveTextContent(
        /^Reading staff records… \d+ documents so far\.$/,
      ),
    );
    expect(click).not.toHaveBeenCalled();

    release();
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(await within(card).findByRole('button', { name: 'Download backup' })).toBeEnabled();
    expect(within(card).getByRole('status')).toHaveTextContent('');
    expect(
      await screen.findByText(/^\d+ documents saved in chinar-backup-\d{4}-\d{2}-\d{2}\.json\.$/),
    ).toBeInTheDocument();
  });
});
