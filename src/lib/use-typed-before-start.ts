import { useLayoutEffect, type RefObject } from 'react';

/**
 * Prerendered pages start the app once they have loaded (scripts/browser/start-after-load.js), so a visitor
 * can type into a field before it is under React's control. Hydration leaves that text in the field, but the
 * field's state is still empty and the next render would clear it: this hands the text to the state, once,
 * as the app takes over the page. (On a client-rendered page the field starts empty and nothing happens.)
 */
export function useTypedBeforeStart(
  ref: RefObject<HTMLInputElement | null>,
  keepTyped: (typed: string) => void,
): void {
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed) keepTyped(typed);
    // Once, on mount: only text typed before the app started is picked up here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
