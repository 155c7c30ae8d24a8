import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type PendingButtonProps = ButtonProps & {
  pending: boolean;
  /** What the button says while its action runs, e.g. 'Signing in...'. */
  pendingLabel: string;
};

/** A button that says what it is doing and can't be pressed again while its action runs. */
export function PendingButton({ pending, pendingLabel, children, disabled, ...props }: PendingButtonProps) {
  return (
    <Button disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending ? (
        <>
          <Spinner />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
