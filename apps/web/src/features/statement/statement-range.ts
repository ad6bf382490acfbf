/** A statement period as the API takes it: YYYY-MM-DD, either end may be open. */
export interface StatementRange {
  from?: string;
  to?: string;
}

const isoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The first day of the current month to today, by the shop's own calendar day. The server stamps postings with
 * the UTC date, and Afghanistan (UTC+4:30) is never behind UTC, so the local today still covers today's postings.
 */
export function defaultRange(now = new Date()): StatementRange {
  return { from: isoDate(new Date(now.getFullYear(), now.getMonth(), 1)), to: isoDate(now) };
}

/** The query string of the statement and its export; an open end is left out. */
export function rangeQuery(range: StatementRange): string {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const query = params.toString();
  return query ? `?${query}` : '';
}
