/**
 * Whether a day is closed (docs/architecture.md, The shop's day): every day on or before the last closed day is
 * locked. The server refuses writes into it by this rule; the screens disable what it would refuse.
 */
export const isDayClosed = (date: string | null | undefined, closedThrough: string | null | undefined): boolean =>
  Boolean(date && closedThrough && date <= closedThrough);
