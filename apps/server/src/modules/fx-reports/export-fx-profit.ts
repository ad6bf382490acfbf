import { formatCalendarDate, calendarMonthLabel, fxProfitMonths, type FxProfitResponse } from '@sarafi/core';
import { amount, type ExportCell, type SheetSpec } from '../exports/sheet-spec';
import { fxLabels, rateCell, type Reader } from './export-labels';

/** The FX profit workbook (docs/decisions.md, Exchange desk): the period by currency, by month of the reader's calendar, and by day. */
export function fxProfitSheets(report: FxProfitResponse, reader: Reader): SheetSpec[] {
  const l = fxLabels(reader.language);
  const day = (iso: string) => formatCalendarDate(iso, reader.calendar, reader.language);
  const head: ExportCell[][] = [
    [l.fxProfit],
    [l.period, day(report.from), day(report.to)],
    [l.baseCurrency, report.baseCurrencyCode],
    [l.deals, report.deals],
    [l.realisedProfit, amount(report.realisedProfit)],
    [],
  ];
  return [
    {
      name: l.fxProfit,
      widths: [16, 10, 18, 18, 16, 18, 18, 16, 20],
      rows: [
        ...head,
        [l.currency, l.deals, l.bought, l.boughtBase, l.averageBuyRate, l.sold, l.soldBase, l.averageSellRate, l.realisedProfit],
        ...report.currencies.map((c): ExportCell[] => [
          c.currencyCode,
          c.deals,
          amount(c.boughtQuantity),
          amount(c.boughtBase),
          rateCell(c.averageBuyRate),
          amount(c.soldQuantity),
          amount(c.soldBase),
          rateCell(c.averageSellRate),
          amount(c.realisedProfit),
        ]),
        // No deal count on the total: a cross deal is a deal in each of its two currencies.
        [l.total, undefined, undefined, undefined, undefined, undefined, undefined, undefined, amount(report.realisedProfit)],
      ],
    },
    {
      name: l.byMonth,
      widths: [18, 10, 20],
      rows: [
        ...head,
        [l.month, l.deals, l.realisedProfit],
        ...fxProfitMonths(report.days, reader.calendar).map((m): ExportCell[] => [calendarMonthLabel(m.month, reader.calendar, reader.language), m.deals, amount(m.realisedProfit)]),
      ],
    },
    {
      name: l.byDay,
      widths: [18, 10, 20],
      rows: [...head, [l.day, l.deals, l.realisedProfit], ...report.days.map((d): ExportCell[] => [day(d.date), d.deals, amount(d.realisedProfit)])],
    },
  ];
}
