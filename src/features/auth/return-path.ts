import { useLocation, useSearchParams } from 'react-router-dom';
import { adminPaths } from '@/lib/admin-paths';

/**
 * Where a person sent to sign in was going (a link to one inquiry, /admin/inquiries?inquiry=<id>, from an
 * inquiry e-mail), carried through every way of signing in: as navigation state between the sign-in
 * screens, and as `next` in the e-mail link's return address (the link may open in another browser).
 */
const NEXT_PARAMETER = 'next';

/** A back-office address to return to, or null: nothing outside /admin, and never a sign-in screen. */
export function adminReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\/admin(?:[/?#]|$)/.test(value)) return null;
  const { pathname } = new URL(value, location.origin);
  const signInScreens: string[] = [adminPaths.login, adminPaths.loginWithLink, adminPaths.verifyLink];
  return signInScreens.includes(pathname) ? null : value;
}

/** The return path this screen was given: navigation state `from`, else the address's `next`. */
export function useAdminReturnPath(): string | null {
  const state: unknown = useLocation().state;
  const [search] = useSearchParams();
  const fromState = state && typeof state === 'object' && 'from' in state ? state.from : undefined;
  return adminReturnPath(fromState) ?? adminReturnPath(search.get(NEXT_PARAMETER));
}

/** An address with the return path added as `next` (the e-mail link's return address). */
export function withReturnPath(url: string, returnPath: string | null): string {
  if (!returnPath) return url;
  const withNext = new URL(url);
  withNext.searchParams.set(NEXT_PARAMETER, returnPath);
  return withNext.href;
}
