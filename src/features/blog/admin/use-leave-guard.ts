import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

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

export interface LeaveGuard {
  /** Goes to `to` now, or after the user confirms when there are unsaved changes. */
  leave: (to: string) => void;
  /** Props for the ConfirmDialog that asks. */
  prompt: { open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void };
}

/**
 * Asks before unsaved changes are lost. The app uses <BrowserRouter>, where react-router's useBlocker is
 * not available, so this covers what leaves a form: links inside the app (intercepted before the router
 * sees the click), the form's own Cancel (`leave`), and reloading or closing the tab (`beforeunload`).
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const currentPath = `${pathname}${search}`;
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
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
      setPending(destination);
    };
    window.addEventListener('beforeunload', warnBeforeUnload);
    // Capture phase on the document: before React Router's <Link> handler runs.
    document.addEventListener('click', holdLinkClick, true);
    return () => {
      window.removeEventListener('beforeunload', warnBeforeUnload);
      document.removeEventListener('click', holdLinkClick, true);
    };
  }, [dirty, currentPath]);

  return {
    leave: (to) => (dirty ? setPending(to) : navigate(to)),
    prompt: {
      open: pending !== null,
      onOpenChange: (open) => {
        if (!open) setPending(null);
      },
      onConfirm: () => {
        if (pending !== null) navigate(pending);
        setPending(null);
      },
    },
  };
}
