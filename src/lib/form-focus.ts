import type { FieldErrors, FieldValues, Path, UseFormSetFocus } from 'react-hook-form';

/**
 * Focuses the first field in error in `order`, the fields' screen order. (react-hook-form's own
 * shouldFocusError goes by the order fields registered in, and a Controller, or a field shown later,
 * registers after the plain inputs around it.)
 */
export function focusFirstError<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  order: readonly (keyof Values & Path<Values>)[],
  setFocus: UseFormSetFocus<Values>,
): void {
  const first = order.find((name) => errors[name]);
  if (first) setFocus(first);
}
