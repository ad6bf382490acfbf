import { currencyColour, hawalaDailyMaxDays, type HawalaDaily } from '@sarafi/core';
import { colourClasses } from './format';

export type ChartGrouping = 'currency' | 'status';

export interface ChartData {
  /** One entry per day of the range (days without hawalas too, so gaps read as gaps): date plus a count per key. */
  days: Record<string, string | number>[];
  keys: string[];
  total: number;
  busiest: { date: string; count: number } | null;
  truncated: boolean;
}

const statusFills: Record<string, string> = {
  pending: '#f59e0b',
  passed: '#16a34a',
  cancelled: '#dc2626',
  processed: '#2563eb',
  completed: '#2563eb',
};

/** docs/architecture.md, Constants and limits currency colours; docs/architecture.md, States and transitions status colours (Pending amber, Passed green, Cancelled red, others grey). */
export function fillOf(grouping: ChartGrouping, key: string): string {
  return grouping === 'currency' ? colourClasses[currencyColour(key)].fill : (statusFills[key.toLowerCase()] ?? '#64748b');
}

function* daysBetween(from: string, to: string) {
  const day = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  for (let n = 0; day <= end && n < hawalaDailyMaxDays; n++) {
    yield day.toISOString().slice(0, 10);
    day.setUTCDate(day.getUTCDate() + 1);
  }
}

/** The server's day × currency × status rows as stacked bars: one bar per day, one segment per currency or status. */
export function chartData(daily: HawalaDaily, grouping: ChartGrouping): ChartData {
  const byDay = new Map<string, Record<string, string | number>>();
  for (const date of daysBetween(daily.fromDate, daily.toDate)) byDay.set(date, { date });
  const keys = new Set<string>();
  for (const row of daily.rows) {
    const key = grouping === 'currency' ? row.currency : row.status;
    keys.add(key);
    const day = byDay.get(row.date);
    if (day) day[key] = (Number(day[key]) || 0) + row.count;
  }
  const days = [...byDay.values()];
  const countOf = (day: Record<string, string | number>) => [...keys].reduce((sum, key) => sum + (Number(day[key]) || 0), 0);
  let busiest: ChartData['busiest'] = null;
  let total = 0;
  for (const day of days) {
    const count = countOf(day);
    total += count;
    if (count > 0 && (!busiest || count > busiest.count)) busiest = { date: String(day.date), count };
  }
  const lastDay = days.at(-1)?.date;
  return { days, keys: [...keys].sort(), total, busiest, truncated: lastDay !== undefined && lastDay !== daily.toDate };
}
