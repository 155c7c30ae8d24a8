import { useId, type ReactElement, type ReactNode } from 'react';
import * as Slot from '@radix-ui/react-slot';
import { Label } from './input';
import { cn } from '@/lib/utils';

interface FormFieldProps {
  label: ReactNode;
  /** The message under the field; its presence marks the control invalid. */
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  /** One control (Input, Textarea, select); it receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
}

export function FormField({ label, error, hint, optional, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="ml-1 font-normal text-muted-foreground">(optional)</span> : null}
      </Label>
      <Slot.Root id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot.Root>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
