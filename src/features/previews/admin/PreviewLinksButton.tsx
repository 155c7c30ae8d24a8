import { useState, type ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import type { PreviewLinksProps } from './PreviewLinksDialog';

type PreviewLinksDialogType = ComponentType<
  PreviewLinksProps & { open: boolean; onOpenChange: (open: boolean) => void }
>;

/**
 * The editors' "Share preview" button, on a saved draft. Like "History", its panel downloads on the first
 * click, so the editors do not carry it (nor its reads) until someone shares.
 */
export function PreviewLinksButton(props: PreviewLinksProps) {
  const [Dialog, setDialog] = useState<PreviewLinksDialogType | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);

  function show() {
    if (Dialog) {
      setOpen(true);
      return;
    }
    setLoading(true);
    import('./PreviewLinksDialog')
      .then((module) => {
        setDialog(() => module.PreviewLinksDialog);
        setOpen(true);
      })
      .catch(() => notify.error('Sharing could not be loaded.', 'Check your connection and try again.'))
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
        Share preview
      </Button>
      {Dialog ? <Dialog {...props} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
