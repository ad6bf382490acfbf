import { formatCalendarDateTime, Money, type PositionsResponse } from '@sarafi/core';
import { amount, type ExportCell, type SheetSpec } from '../exports/sheet-spec';
import { fxLabels, rateCell, type FxLabels, type Reader } from './export-labels';

const positionWord = (quantity: string, l: FxLabels) => {
  const held = new Money(quantity);
  return held.isZero() ? l.flat : held.isNegative() ? l.short : l.long;
};

/** The positions workbook (docs/decisions.md, Exchange desk): what the shop holds per currency, at average cost and at the board, as of now. */
export function positionsSheets(report: PositionsResponse, reader: Reader, timeZone: string): SheetSpec[] {
  const l = fxLabels(reader.language);
  return [
    {
      name: l.positions,
      widths: [12, 18, 10, 16, 18, 14, 14, 14, 18, 20],
      rows: [
        [l.positions],
        // The moment in the shop's zone and the reader's calendar, as text: a date-time cell can only be Gregorian.
        [l.asOf, formatCalendarDateTime(report.asOf, reader.calendar, reader.language, { timeZone })],
        [l.baseCurrency, report.baseCurrencyCode],
        [],
        [l.currency, l.held, l.position, l.averageCost, l.basis, l.buyRate, l.sellRate, l.midRate, l.marketValue, l.unrealisedProfit],
        ...report.positions.map((p): ExportCell[] => [
          p.currencyCode,
          amount(p.quantity),
          // Said in words too: a minus sign alone is easy to miss on a printed sheet. Nothing held is neither side.
          positionWord(p.quantity, l),
          rateCell(p.averageCost),
          amount(p.basis),
          rateCell(p.buyRate),
          rateCell(p.sellRate),
          rateCell(p.midRate),
          amount(p.marketValue),
          amount(p.unrealisedProfit),
        ]),
        [l.total, undefined, undefined, undefined, amount(report.totalBasis), undefined, undefined, undefined, amount(report.totalMarketValue), amount(report.totalUnrealisedProfit)],
      ],
    },
  ];
}
