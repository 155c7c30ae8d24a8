import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Counts a page (by its address) or a post (by id) once each time `showing` changes to a new value, after
 * it has rendered; nothing while `what` is null. The counter, and what it needs to tell a page's route,
 * download on the first count, in a chunk of their own: a page's start-up code carries only this hook.
 */
export function useCountShown(kind: 'page' | 'post', what: string | null, showing: string): void {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (what === null || counted.current === showing) return;
    counted.current = showing;
    void import('./visit-counter').then(({ countShownPage, countShown }) =>
      kind === 'page' ? countShownPage(what) : countShown({ kind: 'post', id: what }),
    );
  }, [kind, what, showing]);
}

/** Counts a view of the page at the current address (the site layout's, for every public page). */
export function useCountPageView(): void {
  const { pathname } = useLocation();
  useCountShown('page', pathname, pathname);
}
