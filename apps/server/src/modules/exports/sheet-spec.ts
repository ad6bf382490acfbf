/**
 * A workbook to export, as plain data: it crosses to the worker that builds the XLSX (export-builder.ts), and every
 * cell is written by one rule (build-workbook.ts) whichever export it comes from.
 */

/** An amount (a decimal string), written as a number cell where a double holds it exactly. */
export interface AmountCell {
  amount: string;
}
export type ExportCell = string | number | null | undefined | AmountCell;

export interface SheetSpec {
  name: string;
  rows: ExportCell[][];
  /** Column widths in characters. */
  widths?: number[];
}

export const amount = (value: string): AmountCell => ({ amount: value });
