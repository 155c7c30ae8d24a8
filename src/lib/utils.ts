import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not resolve conflicting utilities (no tailwind-merge: 8.5 kB gzip in every
 * page's entry chunk), so components keep their base classes free of what callers override and offer
 * props (size, fill, rounded…) for the rest; `withDefault` covers the common "default unless given" case.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

/** `fallback` unless `className` already has a utility starting with `prefix` (e.g. "size-", "rounded-"). */
export function withDefault(className: string | undefined, prefix: string, fallback: string): string {
  const tokens = (className ?? '').split(/\s+/);
  return tokens.some((token) => token.startsWith(prefix)) ? '' : fallback;
}

/** India has kept UTC+05:30 all year since 1945: a fixed offset, no daylight saving to look up. */
export const SITE_UTC_OFFSET_MS = 330 * 60_000;

/**
 * The day (YYYY-MM-DD) a moment falls on in India, the site's time zone, whatever the device's: the day a
 * post shows is the one it went public on where the agency is.
 */
export function siteIsoDate(at: Date): string {
  return siteWallClock(at).slice(0, 10);
}

/** A moment as India's wall time with its offset, ISO 8601: "2026-11-28T01:15:00+05:30". */
export function siteIsoDateTime(at: Date): string {
  return `${siteWallClock(at).slice(0, 19)}+05:30`;
}

/** A moment shifted to India's clock, as an ISO string: its digits are the wall time (ignore its "Z"). */
export function siteWallClock(at: Date): string {
  return new Date(at.getTime() + SITE_UTC_OFFSET_MS).toISOString();
}

/** Today's date as YYYY-MM-DD in India (see siteIsoDate), by this device's clock. */
export function todayIsoDate(now: Date = new Date()): string {
  return siteIsoDate(now);
}

// Made on first use and kept: a formatter takes a fraction of a millisecond to make, and a page of cards
// formats a date per card while it hydrates.
let displayDateFormat: Intl.DateTimeFormat | undefined;

/** "2026-03-14" -> "14 March 2026" (dates are stored as plain calendar dates, so no time zone shift). */
export function formatDisplayDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  displayDateFormat ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return displayDateFormat.format(date);
}

/** An exception's own message, or `fallback` when it has none (not an Error, or an empty message). */
export function errorMessageOr(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
