import { useState, type ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import type { HistoryProps } from './types';

type HistoryDialogType = ComponentType<
  HistoryProps & { open: boolean; onOpenChange: (open: boolean) => void }
>;

/**
 * The editors' "History" button (the editor pages load it lazily, on an existing post's or project's
 * screen only). The panel (versions, comparison, restore) downloads on the first click, through
 * ./history-loader, a chunk of a few bytes that holds the panel's preload list (some forty file names),
 * which would otherwise ride in this chunk. Kept to Button alone: each module it imports adds its chunk
 * and their imports to the editor page's preload list (the Spinner, in the AdminApp chunk, added four).
 * Measured (gzip): a static import of this module with the panel's list in it cost the post editor
 * +1.18 kB (vite build, the screen's static JS); this way, +0.3 kB on /admin/blog-posts/new and on
 * /admin/projects/new in the admin budget check (scripts/check-budget.mjs --admin).
 */
export function HistoryButton(props: HistoryProps) {
  const [Dialog, setDialog] = useState<HistoryDialogType | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);

  function show() {
    if (Dialog) {
      setOpen(true);
      return;
    }
    setLoading(true);
    import('./history-loader')
      .then((loader) => loader.loadHistoryDialog())
      .then((module) => {
        setDialog(() => module.HistoryDialog);
        setOpen(true);
      })
      .catch(() => notify.error('The history could not be loaded.', 'Check your connection and try again.'))
      .finally(() => setLoading(false));
  }

  return (
    <>
      <Button
        variant="outline"
        aria-haspopup="dialog"
        aria-busy={loading || undefined}
        className={loading ? 'cursor-wait' : undefined}
        onClick={show}
      >
        History
      </Button>
      {Dialog ? <Dialog {...props} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
