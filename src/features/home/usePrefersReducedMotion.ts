import { useEffect, useRef, type RefObject } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Whether the visitor asked for reduced motion, as a ref read in event handlers. Read in an effect, so the
 * first render is the same on the server (prerender) and in the browser.
 */
export function usePrefersReducedMotion(): RefObject<boolean> {
  const reduced = useRef(false);
  useEffect(() => {
    const media = window.matchMedia(QUERY);
    reduced.current = media.matches;
    const onChange = (event: MediaQueryListEvent) => {
      reduced.current = event.matches;
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return reduced;
}
