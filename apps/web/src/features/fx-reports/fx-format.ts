import { fromSolarHijri, Money, monthStart, solarHijriMonthLength, type CalendarKind } from '@sarafi/core';

/** A report period as the API takes it: ISO Gregorian days, both included. */
export interface ReportRange {
  from: string;
  to: string;
}

/**
 * The month so far of the reader's calendar: a Solar Hijri reader's month starts on the 1st of Hamal, Sawr…, not on
 * the Gregorian 1st, so "this month" covers the days the owner means by it.
 */
export function monthToDate(today: string, calendar: CalendarKind): ReportRange {
  return { from: monthStart(today, calendar), to: today };
}

/** Every day of the month a 'YYYY-MM' key of `fxProfitMonths` names, in the same calendar. */
export function monthRange(month: string, calendar: CalendarKind): ReportRange {
  const [year, number] = month.split('-').map(Number) as [number, number];
  if (calendar === 'gregorian') return { from: `${month}-01`, to: new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10) };
  return { from: fromSolarHijri(year, number, 1), to: fromSolarHijri(year, number, solarHijriMonthLength(year, number)) };
}

/** The day's profit for the chart. Recharts plots numbers: the float is for the bar's height only, never for a sum or a label. */
export interface ChartDay {
  date: string;
  profit: number;
  /** The exact amount, for the tooltip. */
  realisedProfit: string;
}

const dayMs = 86_400_000;

/** Every day of the period, a day without deals at 0, so the bars stand on a true time axis. */
export function chartDays(days: readonly { date: string; realisedProfit: string }[], range: ReportRange): ChartDay[] {
  const profits = new Map(days.map((d) => [d.date, d.realisedProfit]));
  const out: ChartDay[] = [];
  for (let at = Date.parse(`${range.from}T00:00:00Z`), end = Date.parse(`${range.to}T00:00:00Z`); at <= end; at += dayMs) {
    const date = new Date(at).toISOString().slice(0, 10);
    const realisedProfit = profits.get(date) ?? '0.00';
    out.push({ date, profit: new Money(realisedProfit).toNumber(), realisedProfit });
  }
  return out;
}
