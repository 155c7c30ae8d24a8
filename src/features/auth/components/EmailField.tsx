import type { ComponentProps } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type EmailFieldProps = Omit<ComponentProps<typeof Input>, 'type'> & {
  error?: string;
  label?: string;
};

/** A labelled e-mail input with its error message (wired by FormField); pass react-hook-form's register(). */
export function EmailField({ error, label = 'Email', ...inputProps }: EmailFieldProps) {
  return (
    <FormField label={label} error={error}>
      <Input
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@company.com"
        required
        {...inputProps}
      />
    </FormField>
  );
}
