import type { ReconciliationColumns, ReconciliationMapping } from '@sarafi/core';

export type SampleCell = { day: string } | { text: string };

/**
 * A sample cell as the mapping step shows it: in the column mapped as the date, the day the run will read there (an
 * Excel date cell arrives as its serial, 46154), shown in the user's date format; every other cell as written.
 */
export function sampleCell(columns: ReconciliationColumns, mapping: ReconciliationMapping, row: number, column: number): SampleCell {
  const day = columns.headers[column] === mapping.date ? columns.sampleDays[row]?.[column] : null;
  return day ? { day } : { text: columns.samples[row]?.[column] ?? '' };
}
