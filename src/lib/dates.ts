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
export const SITE_TIME_ZONE = 'Asia/Kolkata';

const siteDateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SITE_TIME_ZONE,
});

/** "4 Dec 2026, 9:00 am IST": a time in the site's time zone, said so, or the fallback. */
export function formatSiteDateTime(date: Date | null, fallback = '—'): string {
  return date ? `${siteDateTime.format(date)} IST` : fallback;
}
