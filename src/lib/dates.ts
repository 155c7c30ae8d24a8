/** Display formats for stored timestamps in the admin (Indian English, the agency's locale). */
const shortDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** "18 Nov 2026", or the fallback when there is no date. */
export function formatShortDate(date: Date | null, fallback = '—'): string {
  return date ? shortDate.format(date) : fallback;
}

/** "18 Nov 2026, 12:12 pm", or the fallback. */
export function formatDateTime(date: Date | null, fallback = '—'): string {
  return date ? dateTime.format(date) : fallback;
}
