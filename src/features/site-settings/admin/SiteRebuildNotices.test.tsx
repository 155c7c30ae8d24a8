import { act, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceRebuildDue, LiveSiteFullError } from '@/data/repos/live-site-full-error';
import { createTestStore } from '@/testing/render';
import { DEMO, renderAdmin } from '@/testing/render-admin';

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

describe('SiteRebuildNotices', () => {
  it('says once a minute, wherever staff are, that a rebuild is due, and how', async () => {
    renderAdmin('/admin', { signedInAs: DEMO.editor });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 10_000 });
    act(() => announceRebuildDue(0.8));
    act(() => announceRebuildDue(0.81));
    expect(await screen.findByText('A rebuild of the public site is due')).toBeInTheDocument();
    expect(screen.getAllByText('A rebuild of the public site is due')).toHaveLength(1);
    expect(
      screen.getByText(/recorded 80% of the changes.*Redeploy hosting.*npm run deploy/),
    ).toBeInTheDocument();
  });

  it('says why a save was refused when the record of changes is full', async () => {
    const store = createTestStore();
    vi.spyOn(store, 'batch').mockRejectedValue(new LiveSiteFullError());
    const { user } = renderAdmin('/admin/blog-posts/1/edit', { signedInAs: DEMO.editor, store });
    await user.click(await screen.findByRole('button', { name: 'Update Post' }, { timeout: 10_000 }));
    expect(await screen.findByText('The public site needs a rebuild')).toBeInTheDocument();
    expect(screen.getByText(/as many changes as it can since its last build/)).toBeInTheDocument();
  });
});
