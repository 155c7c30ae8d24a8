import type { ComponentProps } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '@/lib/utils';

/*
 * Modal dialog on Radix: focus is trapped inside, Escape and the overlay close it, focus returns to the
 * trigger. Give every DialogContent a DialogTitle (and a DialogDescription, or aria-describedby={undefined}).
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** Overlay and panel classes, shared with the confirm dialog (AlertDialog) so both look the same. */
export const overlayClasses =
  'fixed inset-0 z-50 bg-ink-950/60 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none';
export const panelClasses =
  'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-5 overflow-y-auto overscroll-contain rounded-card border border-border bg-surface p-5 text-foreground shadow-lift outline-none transition-[opacity,scale] duration-200 starting:scale-95 starting:opacity-0 motion-reduce:transition-none sm:p-6';

const sizes = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Maximum width: sm 24rem, md 32rem (default), lg 42rem, xl 56rem; always 1rem inside the viewport. */
  size?: keyof typeof sizes;
  /** The corner close button (accessible name "Close"); on by default. */
  showClose?: boolean;
};

export function DialogContent({
  className,
  children,
  size = 'md',
  showClose = true,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content className={cn(panelClasses, sizes[size], className)} {...props}>
        {children}
        {showClose ? (
          // Last in the DOM so opening the dialog focuses its first field, not the close button.
          <DialogPrimitive.Close
            className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
            aria-label="Close"
          >
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  // Right padding keeps the title clear of the close button.
  return <div className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('font-display text-lg leading-snug font-semibold text-foreground', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  // Stacked full-width buttons on phones (primary on top), a right-aligned row from sm up.
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end [&>*]:max-sm:w-full', className)}
      {...props}
    />
  );
}
