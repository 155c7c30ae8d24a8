// The auth feature's public entry (back office only), for other back-office features.
export { ROLE_LABELS } from './access';
export { PendingButton } from './components/PendingButton';
export { getAuthService } from './service';
export { useCan, useSession, useStaff } from './session';
export { AuthError, authErrorCode } from './types';
