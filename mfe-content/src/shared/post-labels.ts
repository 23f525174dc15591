/** How the site words a post's reading time: "7 min read". */
export function readTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}

// Written out rather than through Intl.DateTimeFormat, whose first use in a page loads the
// browser's locale data (see packages/contracts/src/number-text.ts).
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
 * A post's publish date (YYYY-MM-DD) as "October 8, 2024". The locale and the UTC zone are fixed so
 * the server's render and the browser's agree whatever their settings; an unreadable value is shown
 * as given rather than as "Invalid Date".
 */
export function formatPublishDate(isoDate: string): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  return Number.isNaN(date.getTime())
    ? isoDate
    : `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
