/** The browser's Notification API, read at call time (it is missing in some browsers and in tests). */
export type PushPermission = NotificationPermission | 'unsupported';

function notificationApi(): typeof Notification | null {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification : null;
}

export function pushPermission(): PushPermission {
  return notificationApi()?.permission ?? 'unsupported';
}

/** Asks for permission only when the browser has not been asked yet; otherwise reports the answer it has. */
export async function ensurePushPermission(): Promise<PushPermission> {
  const api = notificationApi();
  if (!api) return 'unsupported';
  if (api.permission !== 'default') return api.permission;
  return api.requestPermission();
}

/** Shows a system notification; false when the browser refuses (some only allow them from a service worker). */
export function showNotification(title: string, body: string): boolean {
  const api = notificationApi();
  if (!api) return false;
  try {
    new api(title, { body });
    return true;
  } catch {
    return false;
  }
}
