import { useEffect, useRef } from 'react';
import { markHydrated } from '@/lib/before-start';

/**
 * Placed in the site layout (`layout`) and last inside each Suspense boundary of a page: its effect runs once
 * that part has hydrated (or rendered). Text typed before the start is handed to the fields hydrated so far;
 * when every mark of the prerendered page has run, the app replays what the visitor did and marks the page
 * interactive (src/lib/before-start.ts).
 */
export function HydrationMark({ layout = false }: { layout?: boolean }) {
  const mark = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (mark.current) markHydrated(mark.current, { layout });
  }, [layout]);
  return <span ref={mark} hidden data-hydration-mark="" />;
}
