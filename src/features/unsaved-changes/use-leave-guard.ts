import { useEffect, useRef, useState } from 'react';
import { useBeforeUnload, useBlocker, useNavigate, type BlockerFunction } from 'react-router-dom';

type Proceed = () => void;

// The form with unsaved changes on screen, if any (one at a time): actions that are not navigations (Logout)
// ask it first.
let activeGuard: ((proceed: Proceed) => void) | null = null;

/** Runs `proceed` now, or once the person confirms leaving a form with unsaved changes. */
export function whenLeaveConfirmed(proceed: Proceed): void {
  if (activeGuard) activeGuard(proceed);
  else proceed();
}

export interface LeaveGuard {
  /** Goes to `to` now, or after the person confirms when there are unsaved changes. */
  leave: (to: string) => void;
  /** Props for the LeavePrompt that asks. */
  prompt: { open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void };
}

/** A move to another screen (a new path or query); the same address with another #hash stays. */
const leavesScreen: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;

/**
 * Asks before unsaved changes are lost, whichever way the person leaves: any navigation of the router (links,
 * the form's own Cancel through `leave`, the browser's Back and Forward) is held by React Router's useBlocker
 * until confirmed; Logout asks through `whenLeaveConfirmed`; reloading or closing the tab gets the browser's own
 * prompt.
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const navigate = useNavigate();
  // Confirmed: whatever follows (the move, or Logout's redirect) goes through.
  const released = useRef(false);
  const blocker = useBlocker((move) => dirty && !released.current && leavesScreen(move));
  const [pendingAction, setPendingAction] = useState<{ proceed: Proceed } | null>(null);

  useBeforeUnload((event) => {
    if (!dirty) return;
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = '';
  });

  useEffect(() => {
    if (!dirty) return;
    released.current = false;
    const ask = (proceed: Proceed) => setPendingAction({ proceed });
    activeGuard = ask;
    return () => {
      if (activeGuard === ask) activeGuard = null;
    };
  }, [dirty]);

  const blocked = blocker.state === 'blocked';
  return {
    leave: (to) => void navigate(to),
    prompt: {
      open: blocked || pendingAction !== null,
      onOpenChange: (open) => {
        if (open) return;
        if (blocked) blocker.reset();
        setPendingAction(null);
      },
      onConfirm: () => {
        released.current = true;
        if (blocked) blocker.proceed();
        else pendingAction?.proceed();
        setPendingAction(null);
      },
    },
  };
}
