import { useEffect, useRef, type ReactNode } from 'react';
import { markHydrated } from '@/lib/before-start';

/**
 * A part of the page that hydrates as one: the site layout (`layout`) and the content of each Suspense
 * boundary of a page (placed directly inside it). Its effect runs once everything in it has hydrated (or
 * rendered), as a parent's effect runs after its children's. Text typed before the start is handed to the
 * fields of the parts hydrated so far (a field belongs to the nearest part around it); when every part of the
 * prerendered page has run, the app replays what the visitor did and marks the page interactive
 * (src/lib/before-start.ts). Without a class of its own the element takes no box (`display: contents`).
 */
export function HydrationPart({
  layout = false,
  className = 'contents',
  children,
}: {
  layout?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const part = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (part.current) markHydrated(part.current, { layout });
  }, [layout]);
  return (
    <div ref={part} className={className} data-hydration-part="">
      {children}
    </div>
  );
}
