import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from '@/lib/zod';

type FieldValue = string | readonly string[];
/** An object of text and list fields. */
type FieldValues<Values> = { [Name in keyof Values]: FieldValue };
export type FormErrors<Values> = Partial<Record<keyof Values, string>>;

/** The schema's first message per field ({} when the values are valid). */
export function schemaErrors<Values extends FieldValues<Values>>(
  schema: z.ZodType,
  values: Values,
): FormErrors<Values> {
  const result = schema.safeParse(values);
  const errors: FormErrors<Values> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof Values;
    errors[field] ??= issue.message;
  }
  return errors;
}

const sameValue = (a: FieldValue, b: FieldValue) =>
  typeof a === 'string' || typeof b === 'string'
    ? a === b
    : a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * A form's state over one zod schema: values as typed, the schema's messages (shown after the first save
 * attempt and kept current while typing), whether anything changed, and a busy flag while saving. Written
 * for the admin's editors instead of react-hook-form, whose 15 kB gzip would take the screens that carry
 * the rich-text editor over the 300 kB admin budget.
 *
 * `order` is the fields' screen order, so focus goes to the first problem a reader meets.
 */
export function useSchemaForm<Values extends FieldValues<Values>, Output>(
  schema: z.ZodType<Output>,
  initial: Values,
  order: readonly (keyof Values & string)[],
) {
  const [values, setValues] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const errors: FormErrors<Values> = attempted ? schemaErrors(schema, values) : {};
  const dirty = order.some((name) => !sameValue(values[name], initial[name]));

  const setValue = <Name extends keyof Values>(name: Name, value: Values[Name]) =>
    setValues((current) => ({ ...current, [name]: value }));

  /** name, value and onChange for an input, textarea or select holding a text field. */
  const field = <Name extends keyof Values & string>(name: Name) => ({
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      // A select's options are the field's allowed values; the schema checks every value on save anyway.
      setValue(name, event.target.value as Values[Name]),
  });

  /**
   * Saves when the schema accepts the values (`onValid` gets them as typed and as parsed); otherwise shows
   * the messages, calls `onInvalid` and focuses the first field in error.
   */
  const handleSubmit =
    (onValid: (parsed: Output, typed: Values) => Promise<void>, onInvalid?: () => void) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (submitting) return;
      setAttempted(true);
      const result = schema.safeParse(values);
      if (!result.success) {
        onInvalid?.();
        const problems = schemaErrors(schema, values);
        const first = order.find((name) => problems[name]);
        const control = first ? event.currentTarget.elements.namedItem(first) : null;
        // After anything onInvalid shows again (e.g. the Edit tab) has rendered.
        if (control instanceof HTMLElement) setTimeout(() => control.focus());
        return;
      }
      setSubmitting(true);
      try {
        await onValid(result.data, values);
      } finally {
        setSubmitting(false);
      }
    };

  return { values, errors, dirty, submitting, field, setValue, handleSubmit };
}
