/** How long ago something happened, in the one unit a person would say: minutes, then hours, then days. */
export type Age = { unit: 'justNow' } | { unit: 'minutes' | 'hours' | 'days'; count: number };

const minute = 60_000;
const hour = 60 * minute;

/** A time a little ahead of this browser's clock (the server's clock differs) reads as just now. */
export function ageOf(iso: string, now: Date): Age {
  const elapsed = now.getTime() - new Date(iso).getTime();
  if (elapsed < minute) return { unit: 'justNow' };
  if (elapsed < hour) return { unit: 'minutes', count: Math.floor(elapsed / minute) };
  // Up to two days in hours: '30 hours ago' says more about a daily backup than '1 day ago'.
  if (elapsed < 48 * hour) return { unit: 'hours', count: Math.floor(elapsed / hour) };
  return { unit: 'days', count: Math.floor(elapsed / (24 * hour)) };
}
