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
