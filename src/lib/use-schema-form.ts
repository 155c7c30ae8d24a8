import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from '@/lib/zod';

/*
 * Why the post and project editors do not use react-hook-form like the other forms. Measured 2026-11-25 with
 * the admin budget check on the demo build (`npm run test:e2e`, BUDGET_DETAIL=1; gzip -9, kB = 1000 bytes):
 * - The editor screens (all JS of a fresh load, rich-text editor open) take 299.8 kB (post) and 295.1 kB
 *   (project) of the 300 kB admin budget; this module is 0.6 kB of that.
 * - react-hook-form's useForm with @hookform/resolvers' zodResolver is a 13.2 kB chunk (useForm 12.2 kB,
 *   zodResolver 1.3 kB) that login, settings, users and contact load and the editors do not; useController
 *   for the rich-text and list fields adds 1.4 kB. With them in both editors the screens measured 314.2 kB
 *   and 309.5 kB (about 313.6 kB and 308.9 kB once this module goes).
 * - Nothing the editors load could wait past first paint to win 14 kB back: the largest candidate, Radix's
 *   dialog (9.8 kB, under the mobile menu and the unsaved-changes prompt), is too small on its own.
 * The API follows react-hook-form's shape (register, handleSubmit, formState, setValue, watch, getValues),
 * so moving to it later changes call sites little.
 */

type FieldValue = string | readonly string[];
/** An object of text and list fields. */
type FieldValues<Values> = { [Name in keyof Values]: FieldValue };
/** The schema's first message per field ({} when the values are valid). */
export type FormErrors<Values> = Partial<Record<keyof Values, string>>;
/** react-hook-form's error shape: `errors.title?.message`. */
export type FieldErrors<Values> = Partial<Record<keyof Values, { message: string }>>;

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

function fieldErrors<Values>(messages: FormErrors<Values>): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  for (const name in messages) {
    const message = messages[name];
    if (message) errors[name] = { message };
  }
  return errors;
}

const sameValue = (a: FieldValue, b: FieldValue) =>
  typeof a === 'string' || typeof b === 'string'
    ? a === b
    : a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * A form's state over one zod schema, shaped like react-hook-form's `useForm` with `zodResolver` and its
 * default modes: messages appear after the first save attempt and then follow the typing; `isDirty` while
 * any field differs from its default; `isSubmitting` while saving. Fields are controlled (`register` gives
 * value and onChange); lists and rich text go through `setValue`.
 *
 * `order` is the fields' screen order, so focus goes to the first problem a reader meets.
 */
export function useSchemaForm<Values extends FieldValues<Values>, Output>({
  schema,
  defaultValues,
  order,
}: {
  schema: z.ZodType<Output>;
  defaultValues: Values;
  order: readonly (keyof Values & string)[];
}) {
  const [values, setValues] = useState(defaultValues);
  const [isSubmitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const errors: FieldErrors<Values> = isSubmitted ? fieldErrors(schemaErrors(schema, values)) : {};
  const isDirty = order.some((name) => !sameValue(values[name], defaultValues[name]));

  const setValue = <Name extends keyof Values>(name: Name, value: Values[Name]) =>
    setValues((current) => ({ ...current, [name]: value }));

  /** name, value and onChange for an input, textarea or select holding a text field. */
  const register = <Name extends keyof Values & string>(name: Name) => ({
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      // A select's options are the field's allowed values; the schema checks every value on save anyway.
      setValue(name, event.target.value as Values[Name]),
  });

  /**
   * Saves when the schema accepts the values (`onValid` gets them parsed; `getValues()` has them as typed);
   * otherwise shows the messages, calls `onInvalid` and focuses the first field in error.
   */
  const handleSubmit =
    (onValid: (parsed: Output) => Promise<void>, onInvalid?: () => void) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (isSubmitting) return;
      setSubmitted(true);
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
        await onValid(result.data);
      } finally {
        setSubmitting(false);
      }
    };

  return {
    register,
    handleSubmit,
    setValue,
    /** All values as typed (react-hook-form's watch() with no name). */
    watch: () => values,
    getValues: () => values,
    formState: { errors, isDirty, isSubmitting, isSubmitted },
  };
}
