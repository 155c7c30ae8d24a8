import { useEffect, useState } from 'react';

/** How long a back-office search waits after the last keystroke before it asks the store. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 250;

/** `value` once it has stayed the same for `delayMs` (its first value at once). */
export function useDebouncedValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
