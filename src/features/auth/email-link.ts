import { appConfig } from '@/lib/config';

/**
 * E-mail-link sign-in helpers: who may ask for a link (configured allow-list), where the link returns,
 * whether this host is likely authorized in Firebase Auth, and the e-mail kept between request and click.
 */

/** `VITE_EMAIL_LINK_ALLOWLIST`: exact addresses and/or `@domain` entries, comma separated. */
function parseAllowList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
}

export function isEmailLinkAllowed(
  email: string,
  allowList = parseAllowList(import.meta.env.VITE_EMAIL_LINK_ALLOWLIST),
): boolean {
  const address = email.trim().toLowerCase();
  return allowList.some((entry) => (entry.startsWith('@') ? address.endsWith(entry) : address === entry));
}

/** Hosts Firebase Auth authorizes by default for this project, plus the configured site. */
function authorizedHosts(): string[] {
  const projectId = import.meta.env.VITE_FIREBASE_PROJECT_ID;
  const hosts = ['localhost', '127.0.0.1', new URL(appConfig.siteUrl).hostname];
  if (import.meta.env.VITE_FIREBASE_AUTH_DOMAIN) hosts.push(import.meta.env.VITE_FIREBASE_AUTH_DOMAIN);
  if (projectId) hosts.push(`${projectId}.web.app`, `${projectId}.firebaseapp.com`);
  return [...new Set(hosts)];
}

export function isLikelyAuthorized(hostname: string): boolean {
  return authorizedHosts().includes(hostname);
}

const VERIFY_PATH = '/admin/verify-otp';

/** The query parameters of a Firebase e-mail action link (sign-in, password reset, address check). */
const ACTION_LINK_PARAMETERS = ['mode', 'oobCode', 'apiKey'];

/**
 * Whether an address carries an e-mail action link's parameters: at the verify screen, one that does
 * but is no sign-in link (another action's link, or one cut short in copying) is an invalid link rather
 * than no link at all.
 */
export function hasActionLinkParameters(href: string): boolean {
  const parameters = new URL(href, 'http://localhost').searchParams;
  return ACTION_LINK_PARAMETERS.some((name) => parameters.has(name));
}

/** Where the link returns: this site when its host is authorized, otherwise the configured site. */
export function continueUrlFor(location: Pick<Location, 'origin' | 'hostname'>): string {
  const origin = isLikelyAuthorized(location.hostname) ? location.origin : appConfig.siteUrl;
  return `${origin}${VERIFY_PATH}`;
}

const STORAGE_KEY = 'chinar-digital:email-link-login';
/** A link is valid for a limited time; an address kept longer than a day is stale. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface StoredEmail {
  email: string;
  timestamp: number;
}

/** Kept in both local and session storage (spec section 3), with a timestamp. */
export function rememberLinkEmail(email: string, now = Date.now()): void {
  const value = JSON.stringify({ email, timestamp: now } satisfies StoredEmail);
  try {
    localStorage.setItem(STORAGE_KEY, value);
    sessionStorage.setItem(STORAGE_KEY, value);
  } catch {
    // Storage may be unavailable (private mode): the verify screen then asks for the address.
  }
}

export function recalledLinkEmail(now = Date.now()): string | null {
  for (const storage of [sessionStorage, localStorage]) {
    try {
      const raw = storage.getItem(STORAGE_KEY);
      if (!raw) continue;
      const parsed = JSON.parse(raw) as Partial<StoredEmail>;
      if (typeof parsed.email === 'string' && typeof parsed.timestamp === 'number') {
        if (now - parsed.timestamp <= MAX_AGE_MS) return parsed.email;
      }
    } catch {
      // Unreadable entry: ignore it.
    }
  }
  return null;
}

export function forgetLinkEmail(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
