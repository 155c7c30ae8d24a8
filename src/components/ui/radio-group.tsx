import { useId, type ComponentProps, type ReactNode } from 'react';
import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { cn } from '@/lib/utils';
import { Label } from './input';

type RadioGroupProps = Omit<ComponentProps<typeof RadioGroupPrimitive.Root>, 'asChild'> & {
  /** The group's visible name: its <legend>, and the radiogroup's accessible name. */
  legend: ReactNode;
};

/**
 * One choice of several: a fieldset (role="radiogroup", named by its legend) of RadioOption. Arrow keys move
 * between the options and choose, Tab leaves the group. Controlled: value + onValueChange.
 */
export function RadioGroup({ legend, className, children, ...props }: RadioGroupProps) {
  const legendId = useId();
  return (
    <RadioGroupPrimitive.Root asChild aria-labelledby={legendId} {...props}>
      <fieldset className={cn('flex min-w-0 flex-col gap-3', className)}>
        <legend id={legendId} className="mb-1 text-sm font-medium text-ink-900 dark:text-ink-50">
          {legend}
        </legend>
        {children}
      </fieldset>
    </RadioGroupPrimitive.Root>
  );
}

interface RadioOptionProps {
  value: string;
  label: string;
  /** A line under the label, read out with the option (aria-describedby). */
  hint?: ReactNode;
  disabled?: boolean;
}

/** An option of a RadioGroup: a 20 px round button with its label (which also chooses it) and hint. */
export function RadioOption({ value, label, hint, disabled }: RadioOptionProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    // group/option: hovering the label marks the button, and the label dims with it when the option or the
    // whole group is disabled.
    <div className="group/option flex items-start gap-3">
      <RadioGroupPrimitive.Item
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        className="mt-0.5 inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-full border-2 border-ink-400 bg-surface transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 enabled:group-has-[label:hover]/option:border-primary enabled:hover:border-primary disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary motion-reduce:transition-none"
      >
        <RadioGroupPrimitive.Indicator className="block size-2.5 rounded-full bg-primary" />
      </RadioGroupPrimitive.Item>
      <div className="flex min-w-0 flex-col gap-0.5">
        <Label
          htmlFor={id}
          className="cursor-pointer group-has-disabled/option:cursor-not-allowed group-has-disabled/option:opacity-70"
        >
          {label}
        </Label>
        {hint ? (
          <p id={hintId} className="text-sm text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
