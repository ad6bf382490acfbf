// Deep imports, not '@sarafi/core': this runs in the reader process, which should not load every contract.
import { reconciliationMessages, type ReconciliationMapping } from '@sarafi/core/contract/reconciliation';
import { AppError } from '../../lib/errors';
import type { CellValue } from '../hawala-import/cell-values';
import type { SheetRow } from '../hawala-import/map-rows';
import { sheetDate } from '../hawala-import/sheet-date';
import { readFirstSheet, type SheetJob } from '../hawala-import/read-first-sheet';
import type { FindHeader } from '../hawala-import/sheet-header';
import { mappedHeader, sheetHeaderName } from './sheet-columns';
import { SheetLines, type PartnerSheetText } from './sheet-lines';

export type PartnerSheetJob = SheetJob & ({ mode: 'columns' } | { mode: 'lines'; mapping: ReconciliationMapping });

export interface PartnerSheetColumns {
  headers: string[];
  samples: string[][];
  sampleDays: (string | null)[][];
}

const sampleRows = 5;
const cellText = (value: CellValue | undefined) => (value && 'text' in value ? value.text : '');
/** The day a cell names when a mapping takes it as the date, by the rule a run reads dates with. */
const cellDay = (value: CellValue | undefined) => (value && 'text' in value ? sheetDate(value) : null);

/** The first row within the search window that names two columns or more: a title row above it names one. */
const namedColumns: FindHeader<string> = (values) => {
  const columns = new Map<string, number>();
  values.forEach((value, c) => {
    const name = value && 'text' in value && !value.number ? sheetHeaderName(value.text) : '';
    if (name && !columns.has(name)) columns.set(name, c);
  });
  return columns.size >= 2 ? columns : null;
};

/** Thrown from the row callback once the samples are in: the rest of a 50,000-row sheet need not be read for them. */
class SamplesTaken extends Error {}

async function columnsOf(job: SheetJob): Promise<PartnerSheetColumns> {
  let headers: string[] = [];
  const samples: string[][] = [];
  const sampleDays: (string | null)[][] = [];
  const onRow = (row: SheetRow<string>) => {
    samples.push(headers.map((name) => cellText(row.cells[name])));
    sampleDays.push(headers.map((name) => cellDay(row.cells[name])));
    if (samples.length === sampleRows) throw new SamplesTaken();
  };
  const findHeader: FindHeader<string> = (values) => {
    const columns = namedColumns(values);
    if (columns) headers = [...columns.keys()];
    return columns;
  };
  try {
    await readFirstSheet(job, findHeader, onRow);
  } catch (error) {
    if (!(error instanceof SamplesTaken)) throw error;
  }
  return { headers, samples, sampleDays };
}

/** The header row is the first that holds every mapped column's name; each field is read from its column. */
function mappedColumns(mapping: ReconciliationMapping): FindHeader<string> {
  const wanted = mappedHeader(mapping);
  return (values) => {
    const found = namedColumns(values);
    if (!found) return null;
    const byName = new Map([...found].map(([name, c]) => [name.toLowerCase(), c]));
    const columns = new Map<string, number>();
    for (const [field, name] of wanted) {
      const c = byName.get(name);
      if (c === undefined) return null;
      columns.set(field, c);
    }
    return columns;
  };
}

/**
 * Reads a partner's sheet in the reader process (parse-worker.ts): its header and a few rows for the columns step,
 * or every line with a mapping. The upload's limits, bomb checks and time limit are the hawala import's own.
 */
export async function readJob(job: PartnerSheetJob): Promise<PartnerSheetColumns | PartnerSheetText> {
  try {
    if (job.mode === 'columns') return await columnsOf(job);
    const lines = new SheetLines(job.mapping);
    await readFirstSheet(job, mappedColumns(job.mapping), (row) => lines.add(row));
    return lines.result();
  } catch (error) {
    // The shared readers word a missing header for the hawala template; here it means the partner's columns.
    if (!(error instanceof AppError) || error.code !== 'hawalaImport.noHeader') throw error;
    throw job.mode === 'columns'
      ? new AppError(422, reconciliationMessages.noHeader, 'reconciliation.noHeader')
      : new AppError(422, reconciliationMessages.columnMissing, 'reconciliation.columnMissing');
  }
}
