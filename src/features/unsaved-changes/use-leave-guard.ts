import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { historyIndex, setPopStateHold } from '@/lib/pop-state-hold';

type Proceed = () => void;

/**
 * Where a click on a link inside the app would go, or null when the click doesn't leave this screen in
 * place (new tab or window, download, another site — the browser's own unload prompt covers that —, or
 * the same address).
 */
export function inAppDestination(event: MouseEvent, currentPath: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  if (anchor.origin !== window.location.origin) return null;
  const path = `${anchor.pathname}${anchor.search}`;
  return path === currentPath ? null : `${path}${anchor.hash}`;
}

// The form with unsaved changes on screen, if any (one at a time): actions outside it (Logout) ask it first.
let activeGuard: ((proceed: Proceed) => void) | null = null;

/** Runs `proceed` now, or once the person confirms leaving a form with unsaved changes. */
export function whenLeaveConfirmed(proceed: Proceed): void {
  if (activeGuard) activeGuard(proceed);
  else proceed();
}

export interface LeaveGuard {
  /** Goes to `to` now, or after the user confirms when there are unsaved changes. */
  leave: (to: string) => void;
  /** Props for the LeavePrompt that asks. */
  prompt: { open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void };
}

/**
 * Asks before unsaved changes are lost, whichever way the person leaves: links inside the app (held
 * before the router sees the click), the form's own Cancel (`leave`), the browser's Back and Forward
 * (the move is undone, then replayed on confirmation), Logout (`whenLeaveConfirmed`), and reloading or
 * closing the tab (the browser's own prompt). By hand rather than with useBlocker: see src/lib/pop-state-hold.ts.
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const currentPath = `${pathname}${search}`;
  const [pending, setPending] = useState<{ proceed: Proceed } | null>(null);
  const released = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    released.current = false;
    const ask = (proceed: Proceed) => setPending({ proceed });
    const here = historyIndex();

    const warnBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const holdLinkClick = (event: MouseEvent) => {
      const destination = inAppDestination(event, currentPath);
      if (destination === null) return;
      event.preventDefault();
      event.stopPropagation();
      ask(() => navigate(destination));
    };
    // A held move never reaches the router: the browser steps back to this screen, and the move is
    // replayed once the person confirms.
    const holdHistoryMove = () => {
      const there = historyIndex();
      if (released.current || here === null || there === null) return false;
      if (there === here) return true; // Our own step back to this screen.
      window.history.go(here - there);
      ask(() => window.history.go(there - here));
      return true;
    };

    window.addEventListener('beforeunload', warnBeforeUnload);
    const removeHold = setPopStateHold(holdHistoryMove);
    // Capture phase on the document: before React Router's <Link> handler runs.
    document.addEventListener('click', holdLinkClick, true);
    activeGuard = ask;
    return () => {
      window.removeEventListener('beforeunload', warnBeforeUnload);
      removeHold();
      document.removeEventListener('click', holdLinkClick, true);
      if (activeGuard === ask) activeGuard = null;
    };
  }, [dirty, currentPath, navigate]);

  return {
    leave: (to) => (dirty ? setPending({ proceed: () => navigate(to) }) : navigate(to)),
    prompt: {
      open: pending !== null,
      onOpenChange: (open) => {
        if (!open) setPending(null);
      },
      onConfirm: () => {
        released.current = true;
        pending?.proceed();
        setPending(null);
      },
    },
  };
}
