import { SITE_UTC_OFFSET_MS, siteWallClock } from './utils';

/** Display formats for stored timestamps in the admin (Indian English, the agency's locale). */
const shortDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const dateTimeToSecond = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'medium' });

/** "18 Nov 2026", or the fallback when there is no date. */
export function formatShortDate(date: Date | null, fallback = '—'): string {
  return date ? shortDate.format(date) : fallback;
}

/** "18 Nov 2026, 12:12 pm", or the fallback. */
export function formatDateTime(date: Date | null, fallback = '—'): string {
  return date ? dateTime.format(date) : fallback;
}

/** "18 Nov 2026, 12:12:05 pm", or the fallback: where several saves may fall in one minute (versions). */
export function formatDateTimeToSecond(date: Date | null, fallback = '—'): string {
  return date ? dateTimeToSecond.format(date) : fallback;
}

/** "5 min ago", "3 h ago", "2 days ago", else the date. */
export function timeAgo(timestamp: number, now = Date.now()): string {
  const minutes = Math.round((now - timestamp) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  if (days < 7) return `${days} day${days === 1 ? '' : 's'} ago`;
  return shortDate.format(timestamp);
}

/** The agency's time zone: where staff schedule and links expire, whatever the reader's clock says. */
const SITE_TIME_ZONE = 'Asia/Kolkata';

const siteDateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SITE_TIME_ZONE,
});

/** "4 Dec 2026, 9:00 am IST": a time in the site's time zone, said so, or the fallback. */
export function formatSiteDateTime(date: Date | null, fallback = '—'): string {
  return date ? `${siteDateTime.format(date)} IST` : fallback;
}

/** A time as a datetime-local field in the site's time zone shows it: "2026-12-07T09:00". */
export function toSiteWallTime(date: Date): string {
  return siteWallClock(date).slice(0, 16);
}

/**
 * The instant a datetime-local value ("2026-12-07T09:00", or with seconds "2026-12-07T09:00:30") names in
 * the site's time zone; null if not one.
 */
export function fromSiteWallTime(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text)) return null;
  const withSeconds = text.length === 16 ? `${text}:00` : text;
  const utc = Date.parse(`${withSeconds}.000Z`);
  if (Number.isNaN(utc) || new Date(utc).toISOString().slice(0, 19) !== withSeconds) return null;
  return new Date(utc - SITE_UTC_OFFSET_MS);
}

/** "in 3 days", "in 5 h", "in 12 min", "in under a minute": how long until a time ahead. */
export function timeUntil(timestamp: number, now = Date.now()): string {
  const minutes = Math.floor((timestamp - now) / 60_000);
  if (minutes < 1) return 'in under a minute';
  if (minutes < 60) return `in ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `in ${hours} h ${minutes % 60} min`;
  const days = Math.round(hours / 24);
  return `in ${days} days`;
}
