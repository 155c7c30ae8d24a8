import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { parsePath, useLocation, type Params } from 'react-router-dom';

/**
 * A screen's first reads into the shared cache, for its plain address and the link's params: its page
 * module exports it as `prefetch`, beside the component, with the page's own query options.
 */
export type ScreenPrefetch = (queryClient: QueryClient, params: Params) => Promise<void>;

/** How the router's app starts loading the screen at a path; neither ever throws. */
export interface RoutePrefetch {
  /** Its route modules (bytes, cached once loaded). */
  code(path: string): void;
  /** Its first reads (billed reads: only on a link the person means). */
  data(path: string): void;
}

/**
 * How long the pointer rests on a link before its screen's data is read: long enough that sweeping over the
 * sidebar reads nothing, short enough that the reads are in by the click (a hover-to-click takes ~300 ms).
 */
const POINTER_REST_MS = 100;

const noPrefetch: RoutePrefetch = { code: () => {}, data: () => {} };
const RoutePrefetchContext = createContext<RoutePrefetch>(noPrefetch);

/** The router's app provides how its screens load (src/app/admin/routes.tsx); links below ask on intent. */
export function RoutePrefetchProvider({
  prefetch,
  children,
}: {
  prefetch: RoutePrefetch;
  children: ReactNode;
}) {
  return <RoutePrefetchContext.Provider value={prefetch}>{children}</RoutePrefetchContext.Provider>;
}

/**
 * `intentProps(to)` gives a link to `to` handlers that start loading its screen when the person shows the
 * intent to follow it, so the screen is ready by the click: its code as the pointer enters, its data once
 * the pointer rests there (POINTER_REST_MS); both at once on keyboard focus or a touch. A link to the screen
 * shown starts nothing: it is loaded.
 */
export function usePrefetchOnIntent() {
  const prefetch = useContext(RoutePrefetchContext);
  const { pathname } = useLocation();
  const resting = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(resting.current), []);

  return (to: string) => {
    if (parsePath(to).pathname === pathname) return {};
    const now = () => {
      prefetch.code(to);
      prefetch.data(to);
    };
    return {
      onMouseEnter: () => {
        prefetch.code(to);
        clearTimeout(resting.current);
        resting.current = setTimeout(() => prefetch.data(to), POINTER_REST_MS);
      },
      onMouseLeave: () => clearTimeout(resting.current),
      onFocus: now,
      onTouchStart: now,
    };
  };
}
