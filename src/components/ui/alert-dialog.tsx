import { useState, type MouseEvent, type ReactNode } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { cn } from '@/lib/utils';
import { buttonVariants } from './button-variants';
import { overlayClasses, panelClasses } from './dialog';
import { Spinner } from './spinner';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** Default "Delete". */
  confirmLabel?: string;
  /** Default "Cancel". */
  cancelLabel?: string;
  /**
   * Runs on confirm. If it returns a promise the dialog shows a busy state and stays open (Escape and Cancel
   * do nothing) until it settles; it closes when the promise resolves and stays open, ready to retry, when
   * it rejects (report the error yourself, e.g. with a toast).
   */
  onConfirm: () => void | Promise<unknown>;
  /** Red confirm button, for actions that delete or cannot be undone. */
  destructive?: boolean;
}

/** "Are you sure?" on Radix AlertDialog: focus starts on Cancel, Escape cancels, clicks outside do nothing. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  onConfirm,
  destructive = false,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);

  const changeOpen = (next: boolean) => {
    if (!pending) onOpenChange(next);
  };

  const confirm = async (event: MouseEvent<HTMLButtonElement>) => {
    // Radix would close the dialog on click; we close it ourselves once the work is done.
    event.preventDefault();
    if (pending) return;
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      onOpenChange(false);
      return;
    }
    setPending(true);
    try {
      await result;
      onOpenChange(false);
    } catch {
      // Stay open so the user can retry or cancel; the caller reports the error.
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={changeOpen}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClasses} />
        <AlertDialog.Content className={cn(panelClasses, 'max-w-md')} aria-busy={pending || undefined}>
          <div className="flex flex-col gap-1.5">
            <AlertDialog.Title className="font-display text-lg leading-snug font-semibold text-foreground">
              {title}
            </AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted-foreground">
              {description}
            </AlertDialog.Description>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel
              className={cn(buttonVariants({ variant: 'outline' }), 'max-sm:w-full')}
              disabled={pending}
            >
              {cancelLabel}
            </AlertDialog.Cancel>
            {/* aria-disabled, not disabled, while busy: the button keeps focus, so focus stays in the dialog. */}
            <AlertDialog.Action
              className={cn(
                buttonVariants({ variant: destructive ? 'danger' : 'primary' }),
                'max-sm:w-full aria-disabled:cursor-wait',
              )}
              aria-disabled={pending || undefined}
              onClick={confirm}
            >
              {pending ? <Spinner /> : null}
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
