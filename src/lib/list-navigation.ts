import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The state of a link that moves within a list (to another of its pages or filters): the site layout then
 * leaves the scroll alone and the list brings its own top into view (useListInView), rather than the
 * page jumping to the top as for a new page.
 */
export const WITHIN_LIST = { withinList: true } as const;

export function isWithinList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'withinList' in state && state.withinList === true;
}

/** After a move within the list, scrolls its top into view when the visitor had scrolled past it. */
export function useListInView(listTop: RefObject<HTMLElement | null>): void {
  const { pathname, state } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const top = listTop.current;
    if (isWithinList(state) && top && top.getBoundingClientRect().top < 0)
      top.scrollIntoView?.({ block: 'start' });
  }, [pathname, state, listTop]);
}
