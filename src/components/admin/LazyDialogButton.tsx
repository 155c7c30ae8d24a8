import { useState, type ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';

/** What a lazily loaded dialog takes: its own props, and whether it is open. */
export type LazyDialog<Props> = ComponentType<
  Props & { open: boolean; onOpenChange: (open: boolean) => void }
>;

interface LazyDialogButtonProps<Props> {
  /** The button's text. */
  label: string;
  /** Downloads the dialog (a dynamic import); called on the first click only. */
  load: () => Promise<LazyDialog<Props>>;
  /** The toast when the download fails: [title, description]. */
  loadFailed: readonly [string, string];
  /** What the dialog is given. */
  dialogProps: Props;
}

/**
 * An outline button that opens a dialog downloaded on its first click (the editors' History and Share
 * preview), so a screen does not carry a panel, or its reads, until someone asks for it. The button says
 * it is busy while the download runs; a failed download is a toast, and the next click tries again.
 */
export function LazyDialogButton<Props extends object>({
  label,
  load,
  loadFailed,
  dialogProps,
}: LazyDialogButtonProps<Props>) {
  const [Dialog, setDialog] = useState<LazyDialog<Props> | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);

  function show() {
    if (Dialog) {
      setOpen(true);
      return;
    }
    setLoading(true);
    load()
      .then((loaded) => {
        setDialog(() => loaded);
        setOpen(true);
      })
      .catch(() => notify.error(...loadFailed))
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
        {label}
      </Button>
      {Dialog ? <Dialog {...dialogProps} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
