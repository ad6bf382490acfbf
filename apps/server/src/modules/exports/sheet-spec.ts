/**
 * A workbook to export, as plain data: it crosses to the worker that builds the XLSX (export-builder.ts), and every
 * cell is written by one rule (build-workbook.ts) whichever export it comes from.
 */

/** An amount (a decimal string), written as a number cell where a double holds it exactly. */
export interface AmountCell {
  amount: string;
}
/** An instant (ISO), written as a date-time cell in the sheet's time zone. */
export interface DateTimeCell {
  instant: string;
}
export type ExportCell = string | number | null | undefined | AmountCell | DateTimeCell;

export interface SheetSpec {
  name: string;
  rows: ExportCell[][];
  /** Column widths in characters; without them each column is as wide as its longest text (within bounds). */
  widths?: number[];
  /** The IANA zone its date-time cells are shown in: the shop's (config SHOP_TIME_ZONE), never the server's. */
  timeZone?: string;
}

export const amount = (value: string): AmountCell => ({ amount: value });
export const dateTime = (instant: string | Date): DateTimeCell => ({ instant: typeof instant === 'string' ? instant : instant.toISOString() });
