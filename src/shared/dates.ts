/**
 * The dates an input may name. PostgreSQL has no year 0 and the driver writes a year past 9999 in a
 * form it cannot read, so a date outside this window made a query fail with 500; the last year stops
 * short of 9999 so that 'to the end of the day' still lands in a four-digit year.
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 9998;

export const DATE_WINDOW_MESSAGE = `must be between ${FIRST_YEAR} and ${LAST_YEAR}`;

/** True for an ISO date or date-time (offset included) whose UTC year is within the window. */
export function inDateWindow(iso: string): boolean {
  const t = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(t)) return false;
  const year = new Date(t).getUTCFullYear();
  return year >= FIRST_YEAR && year <= LAST_YEAR;
}
