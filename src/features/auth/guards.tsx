import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingState } from '@/components/ui/spinner';
import { adminPaths } from '@/lib/admin-paths';
import { useAdminReturnPath } from './return-path';
import { useSession } from './session';

function VerifyingAuthentication() {
  return (
    <div className="grid min-h-dvh place-items-center bg-background">
      <LoadingState label="Verifying authentication..." />
    </div>
  );
}

/**
 * The protected area: signed-out visitors go to the login screen, with history replaced (spec section 2),
 * and come back to the whole address after signing in: its query too (a link to one inquiry,
 * /admin/inquiries?inquiry=<id>, from an inquiry e-mail).
 */
export function RequireStaff() {
  const { state } = useSession();
  const location = useLocation();
  if (state.status === 'loading') return <VerifyingAuthentication />;
  if (state.status === 'signed-out') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/admin/login" replace state={{ from }} />;
  }
  return <Outlet />;
}

/**
 * Login screens: a signed-in staff member is sent to the admin, or where they were going (return-path.ts:
 * whichever way they signed in, an e-mail link opened in another browser too).
 */
export function PublicOnly() {
  const { state } = useSession();
  const returnPath = useAdminReturnPath();
  if (state.status === 'loading') return <VerifyingAuthentication />;
  if (state.status === 'signed-in') return <Navigate to={returnPath ?? adminPaths.dashboard} replace />;
  return <Outlet />;
}
