import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { notify } from '@/lib/notify';
import { setAuditActor } from '@/data/repos/audit-actor';
import { getStaffMember, recordLastLogin } from '@/data/repos/staff';
import type { StaffMember } from '@/data/schemas/staff';
import { checkStaffAccess, permissions, type AccessResult, type Permission } from './access';
import { getAuthService } from './service';
import { forgetStaffGrant, recallStaffGrant, rememberStaffGrant, type StaffGrant } from './staff-grant';
import { AuthError, type AuthService, type AuthUser } from './types';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: AuthUser; staff: StaffMember };

/**
 * A refused sign-in: the provider refused it (the screen words its code: ./messages.ts, loaded with the
 * sign-in screens only), or the account got through and the gate denied it (with the spec's message).
 */
export type SignInOutcome =
  | { ok: true }
  | { ok: false; denied: false; error: AuthError }
  | { ok: false; denied: true; message: string };

/** Spec sections 6 and 8: an account the gate refuses, and one it could not check. */
const gateMessages = {
  notStaff: "You don't have admin privileges",
  accountCheckFailed: 'Account verification failed. Please contact the administrator.',
};

/** The provider's refusal as an outcome; anything else (a bug, storage) is an exception for the screen. */
function refusal(error: unknown): SignInOutcome {
  if (!(error instanceof AuthError)) throw error;
  return { ok: false, denied: false, error };
}

export interface Session {
  state: SessionState;
  signInWithPassword(email: string, password: string): Promise<SignInOutcome>;
  completeLinkSignIn(email: string, url: string): Promise<SignInOutcome>;
  signOut(): Promise<void>;
  /** Re-reads the signed-in person's staff record (after they edit their own details). */
  refreshStaff(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

const DENIED = { title: 'Access Denied', description: gateMessages.notStaff };
const GATE_ERROR = {
  title: 'Authentication Error',
  description: 'Could not verify admin privileges. Please try again.',
};

/**
 * The background check found what the remembered grant already shows: the state stays the same object, so the
 * frame and screen do not render again (a whole-page render in one task, for nothing).
 */
function confirms(current: SessionState, checked: StaffGrant): boolean {
  return (
    current.status === 'signed-in' &&
    JSON.stringify([current.user, current.staff]) === JSON.stringify([checked.user, checked.staff])
  );
}

/**
 * The admin session: Firebase Auth's account plus the staff record that lets it in. An account without
 * an active record is signed out with 'Access Denied' (spec section 6). Only the admin area mounts this.
 * A returning staff member starts signed in from the last check that let them in (./staff-grant.ts) as soon
 * as Auth is loaded, while Auth restores the account and the record is read again: what a screen reads is
 * still decided by the security rules, and the check's refusal signs them out as it would have at the start.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const serviceRef = useRef<AuthService | null>(null);
  // One access check per account, shared by the auth listener and an explicit sign-in that await it.
  const accessChecks = useRef(new Map<string, Promise<AccessResult>>());

  const accessFor = useCallback((user: AuthUser) => {
    let check = accessChecks.current.get(user.uid);
    if (!check) {
      check = checkStaffAccess(user);
      accessChecks.current.set(user.uid, check);
    }
    return check;
  }, []);

  useEffect(() => {
    let unsubscribe = () => {};
    let active = true;
    getAuthService()
      .then((service) => {
        if (!active) return;
        serviceRef.current = service;
        // Auth is loaded before a remembered grant shows any screen, so the screens' reads carry the account.
        const remembered = recallStaffGrant();
        // The whole frame and screen render from here: as a transition, in slices that leave the main thread
        // free every few milliseconds (the page shows "Verifying authentication..." meanwhile).
        if (remembered)
          startTransition(() =>
            setState((current) =>
              current.status === 'loading' ? { status: 'signed-in', ...remembered } : current,
            ),
          );
        unsubscribe = service.onChange((user) => {
          if (!user) {
            accessChecks.current.clear();
            forgetStaffGrant();
            setState({ status: 'signed-out' });
            return;
          }
          // Another account than the one shown: nothing of the last one's stays on screen during its check.
          setState((current) =>
            current.status === 'signed-in' && current.user.uid !== user.uid ? { status: 'loading' } : current,
          );
          void accessFor(user).then((access) => {
            if (!active) return;
            if (access.granted) {
              rememberStaffGrant({ user, staff: access.staff });
              setState((current) =>
                confirms(current, { user, staff: access.staff })
                  ? current
                  : { status: 'signed-in', user, staff: access.staff },
              );
              return;
            }
            const message = access.reason === 'error' ? GATE_ERROR : DENIED;
            notify.error(message.title, message.description);
            accessChecks.current.delete(user.uid);
            forgetStaffGrant();
            setState({ status: 'signed-out' });
            void service.signOut();
          });
        });
      })
      .catch(() => {
        if (!active) return;
        notify.error(GATE_ERROR.title, GATE_ERROR.description);
        setState({ status: 'signed-out' });
      });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [accessFor]);

  // Staff writes are recorded under the signed-in member (their audit entries, revisions).
  useEffect(() => {
    setAuditActor(state.status === 'signed-in' ? { uid: state.user.uid, name: state.staff.name } : null);
  }, [state]);

  const finishSignIn = useCallback(
    async (user: AuthUser): Promise<SignInOutcome> => {
      const access = await accessFor(user);
      if (!access.granted) {
        return {
          ok: false,
          denied: true,
          message: access.reason === 'error' ? gateMessages.accountCheckFailed : gateMessages.notStaff,
        };
      }
      // Best effort: a failed stamp must not keep anyone out.
      await recordLastLogin(user.uid).catch(() => {});
      return { ok: true };
    },
    [accessFor],
  );

  const session = useMemo<Session>(
    () => ({
      state,
      async signInWithPassword(email, password) {
        const service = serviceRef.current ?? (await getAuthService());
        let user: AuthUser;
        try {
          user = await service.signInWithPassword(email, password);
        } catch (error) {
          return refusal(error);
        }
        return finishSignIn(user);
      },
      async completeLinkSignIn(email, url) {
        const service = serviceRef.current ?? (await getAuthService());
        let user: AuthUser;
        try {
          user = await service.completeLinkSignIn(email, url);
        } catch (error) {
          return refusal(error);
        }
        return finishSignIn(user);
      },
      async signOut() {
        const service = serviceRef.current ?? (await getAuthService());
        await service.signOut();
      },
      async refreshStaff() {
        if (state.status !== 'signed-in') return;
        const staff = await getStaffMember(state.user.uid);
        if (!staff) return;
        rememberStaffGrant({ user: state.user, staff });
        setState({ status: 'signed-in', user: state.user, staff });
      },
    }),
    [state, finishSignIn],
  );

  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}

/** The signed-in staff member; only for screens behind the guard. */
export function useStaff(): StaffMember {
  const { state } = useSession();
  if (state.status !== 'signed-in') throw new Error('useStaff is for screens behind <RequireStaff>.');
  return state.staff;
}

export function useCan(permission: Permission): boolean {
  const { state } = useSession();
  return state.status === 'signed-in' && permissions[permission](state.staff.role);
}
