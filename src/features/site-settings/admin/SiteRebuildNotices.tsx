import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isLiveSiteFullError, onRebuildDue, REBUILD_ADVICE } from '@/data/repos/live-site-full-error';
import { notify } from '@/lib/notify';

/** Autosaves and retries would repeat the notice at every save: once a minute is enough. */
const NOTICE_INTERVAL_MS = 60_000;

/**
 * Tells staff, wherever they save, that the public site's record of changes since its build
 * (site/live) is filling up and a rebuild is due, and why a save was refused when it is full. Renders
 * nothing: the toasts are the notice.
 */
export function SiteRebuildNotices() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let toldAt = -Infinity;
    const stopNotices = onRebuildDue((share) => {
      if (Date.now() - toldAt < NOTICE_INTERVAL_MS) return;
      toldAt = Date.now();
      notify.info(
        'A rebuild of the public site is due',
        `It has recorded ${Math.round(share * 100)}% of the changes it can hold since its last build. ${REBUILD_ADVICE}`,
      );
    });
    const stopErrors = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (isLiveSiteFullError(event.action.error))
        notify.error('The public site needs a rebuild', event.action.error.message);
    });
    return () => {
      stopNotices();
      stopErrors();
    };
  }, [queryClient]);
  return null;
}
