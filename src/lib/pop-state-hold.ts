/**
 * Holding Back and Forward before React Router hears of them: the one place that relies on how
 * <BrowserRouter> works inside (pop-state-hold.test.tsx fails when a router upgrade changes it).
 *
 * React Router's supported way is useBlocker, which needs a data router (createBrowserRouter), and that
 * router would be the whole app's. Measured on the budget build (issue 14, createBrowserRouter with one
 * splat route around today's <Routes>): data router: +16.6 kB gzip on the home page's startup JS (106.8 ->
 * 123.4 kB, budget 110), and +16.5 kB on the shell every admin screen starts from (100.7 -> 117.2 kB), which
 * would put the editor screen (299.5 of 300 kB) near 316 kB.
 */

/** Decides whether a Back/Forward move stops before the router hears of it (true: held). */
export type PopStateHold = (event: PopStateEvent) => boolean;

let currentHold: PopStateHold | null = null;

/**
 * Called by the browser entry before the router mounts: listeners on window run in the order they were
 * added (capture or not), so this one runs before React Router's and can keep a move from it.
 */
export function installPopStateHold(): void {
  window.addEventListener('popstate', (event) => {
    if (currentHold?.(event)) event.stopImmediatePropagation();
  });
}

/** Sets the hold (one screen at a time); returns a function that removes it again. */
export function setPopStateHold(hold: PopStateHold): () => void {
  currentHold = hold;
  return () => {
    if (currentHold === hold) currentHold = null;
  };
}

/**
 * This entry's position in the session history, which <BrowserRouter> keeps in the private
 * `history.state.idx` (0 on the first entry, +1 per push); null when it is not there.
 */
export function historyIndex(): number | null {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return null;
  return typeof state.idx === 'number' ? state.idx : null;
}
