import { createContext, useContext, type ReactNode } from 'react';

/** Starts downloading what the screen at `path` needs (its route module); never throws. */
export type PrefetchRoute = (path: string) => void;

const RoutePrefetchContext = createContext<PrefetchRoute>(() => {});

/** The router's app provides how its screens load (src/app/admin/routes.tsx); links below ask on intent. */
export function RoutePrefetchProvider({
  prefetch,
  children,
}: {
  prefetch: PrefetchRoute;
  children: ReactNode;
}) {
  return <RoutePrefetchContext.Provider value={prefetch}>{children}</RoutePrefetchContext.Provider>;
}

/**
 * `intentProps(to)` gives a link to `to` handlers that start downloading its screen's code when the person shows
 * the intent to follow it (pointer over it, keyboard focus, a touch), so the screen is ready by the click.
 */
export function usePrefetchOnIntent() {
  const prefetch = useContext(RoutePrefetchContext);
  return (to: string) => {
    const start = () => prefetch(to);
    return { onMouseEnter: start, onFocus: start, onTouchStart: start };
  };
}
