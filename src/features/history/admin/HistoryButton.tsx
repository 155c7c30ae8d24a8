import { LazyDialogButton } from '@/components/admin/LazyDialogButton';
import type { HistoryProps } from './types';

const LOAD_FAILED = ['The history could not be loaded.', 'Check your connection and try again.'] as const;

/** The panel, through ./history-loader (see below). */
const loadHistoryDialog = () =>
  import('./history-loader')
    .then((loader) => loader.loadHistoryDialog())
    .then((module) => module.HistoryDialog);

/**
 * The editors' "History" button (the editor pages load it lazily, on an existing post's or project's
 * screen only). The panel (versions, comparison, restore) downloads on the first click, through
 * ./history-loader, a chunk of a few bytes that holds the panel's preload list (some forty file names),
 * which would otherwise ride in this chunk. Measured (gzip): a static import of this module with the
 * panel's list in it cost the post editor +1.18 kB (vite build, the screen's static JS); this way, +0.3 kB
 * on /admin/blog-posts/new and on /admin/projects/new in the admin budget check
 * (scripts/check-budget.mjs --admin).
 */
export function HistoryButton(props: HistoryProps) {
  return (
    <LazyDialogButton label="History" load={loadHistoryDialog} loadFailed={LOAD_FAILED} dialogProps={props} />
  );
}
