import type { ScreeningEntry, ScreeningMatch } from '@sarafi/core';
import type { Database, Transaction } from '../../db/client';
import { heavyRequest } from '../../lib/worker-pool';
import { currentListKey, screeningEntries } from './current-index';
import { insertHits, screeningThreshold, unreleased } from './screen-names';
import type { ScreeningAnswer, ScreeningJob } from './screening-thread';
import { importedHawalaParties } from './screened-records';

interface ImportedNames {
  hawalaNo: readonly string[];
  senderName: readonly (string | null)[];
  receiverName: readonly (string | null)[];
}

/** A hit on one imported row's party (0 the sender, 1 the receiver, as importedHawalaParties lists them). */
export interface ImportHit {
  row: number;
  party: number;
  nameKey: string;
  match: ScreeningMatch;
}

const screeningThread = new URL('./screening-thread.ts', import.meta.url);
/** Rows per job sent to the pool thread: each job's names and hits cross by structured clone, a few MB at most. */
const rowsPerJob = 10_000;

const partiesOf = (rows: ImportedNames, row: number, id: number | null) =>
  importedHawalaParties({ id, hawalaNo: rows.hawalaNo[row]!, senderName: rows.senderName[row] ?? null, receiverName: rows.receiverName[row] ?? null });

/**
 * Screens the sender and receiver of each row at `order` (docs/decisions.md, Compliance: sanctions screening) on a
 * pool thread, so the event loop serves other requests, and the import's transaction writes its rows, meanwhile; a
 * busy pool refuses with 503, which rolls the import back. Returns the hits no release covers.
 */
export async function screenImportRows(db: Database, rows: ImportedNames, order: readonly number[]): Promise<ImportHit[]> {
  if (order.length === 0) return [];
  const { ids, key } = await currentListKey(db);
  if (ids.length === 0) return [];
  const threshold = await screeningThreshold(db);
  const found: ImportHit[] = [];
  await heavyRequest(async (offThread) => {
    let entries: ScreeningEntry[] | undefined;
    for (let start = 0; start < order.length; start += rowsPerJob) {
      const slice = order.slice(start, start + rowsPerJob);
      const names = slice.flatMap((row) => partiesOf(rows, row, null).map((party) => party.name));
      const job: ScreeningJob = { listKey: key, threshold, names };
      let answer = await offThread<ScreeningAnswer>(screeningThread, job);
      if ('needsList' in answer) {
        entries ??= await screeningEntries(db, ids);
        answer = await offThread<ScreeningAnswer>(screeningThread, { ...job, entries });
      }
      if ('needsList' in answer) throw new Error('screening: the pool thread did not keep the list it was sent');
      for (const hit of answer.hits) found.push({ row: slice[hit.at >> 1]!, party: hit.at & 1, nameKey: hit.nameKey, match: hit.match });
    }
  });
  return unreleased(db, found);
}

/**
 * Stores the import's hits against the rows this import added (`addedIds`, hawala number → id), in the import's
 * transaction, one INSERT per ten thousand hits: each such row is held, not passable. Returns how many rows are held.
 */
export async function holdImportedRows(tx: Transaction, rows: ImportedNames, hits: readonly ImportHit[], addedIds: ReadonlyMap<string, number>): Promise<number> {
  const placed = hits.filter((hit) => addedIds.has(rows.hawalaNo[hit.row]!));
  await insertHits(
    tx,
    placed.map((hit) => ({ subject: partiesOf(rows, hit.row, addedIds.get(rows.hawalaNo[hit.row]!)!)[hit.party]!, nameKey: hit.nameKey, match: hit.match })),
  );
  return new Set(placed.map((hit) => hit.row)).size;
}
