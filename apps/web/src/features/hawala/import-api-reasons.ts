import type { TFunction } from 'i18next';
import type { HawalaImportProblem, HawalaImportRowError } from '@sarafi/core';

/** The date shapes a bad date's message suggests, as values so that each keeps its own order on a right-to-left page. */
const dateExamples = { iso: '2026-04-04', dayFirst: '04/04/2026', hijri: '1405-01-15' };

/**
 * A row problem in the clerk's language, from the code and parameters the server sends beside its English `reason`.
 * The column is named as the catalogue names it; the cell's text and the figures are interpolated, so on a
 * right-to-left page each is an isolate (i18n/isolate.ts) and a Latin name or a date keeps its own order.
 */
export function problemText(t: TFunction, { code, params = {} }: HawalaImportProblem, formatDate: (iso: string) => string = (iso) => iso): string {
  const column = typeof params.column === 'string' ? t(`hawala.import.columnName.${params.column}`, { defaultValue: params.column }) : '';
  // A day the server names (the row's date, the latest allowed) reads in the clerk's calendar, as every date on screen.
  const day = (value: string | number | undefined) => (typeof value === 'string' ? formatDate(value) : value);
  const days = code === 'dateBeyondWindow' ? { date: day(params.date), latest: day(params.latest) } : {};
  return t(`hawala.import.problem.${code}`, { ...params, ...(code === 'badDate' ? dateExamples : {}), ...days, column });
}

/** Every problem of a row, joined as the language separates clauses. */
export function rowReason(t: TFunction, row: Pick<HawalaImportRowError, 'problems'>, rtl: boolean, formatDate?: (iso: string) => string): string {
  return row.problems.map((problem) => problemText(t, problem, formatDate)).join(rtl ? '؛ ' : '; ');
}
