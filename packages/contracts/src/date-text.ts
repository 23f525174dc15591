// Written out rather than through Intl.DateTimeFormat, whose first use in a page loads the
// browser's locale data (see number-text.ts).
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A date (YYYY-MM-DD, or a full ISO time) as "October 8, 2024": a post's publish date, a promotion's
 * last day. The locale and the UTC zone are fixed so the server's render and the browser's agree
 * whatever their settings; an unreadable value is shown as given rather than as "Invalid Date".
 */
export function formatLongDate(isoDate: string): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  return Number.isNaN(date.getTime())
    ? isoDate
    : `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A date (YYYY-MM-DD) as "Nov 2, 2026": the day a price or a rating was seen, where it stands beside
 * the figure. An unreadable value is shown as given. */
export function formatShortDate(isoDate: string): string {
  const long = formatLongDate(isoDate);
  return long === isoDate ? isoDate : long.replace(/^(\w{3})\w*/, '$1');
}

/** Today's date in UTC as YYYY-MM-DD, comparable as text with the catalogue's dates. */
export function isoDateOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}
