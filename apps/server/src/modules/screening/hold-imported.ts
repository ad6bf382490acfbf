import type { Executor, Transaction } from '../../db/client';
import { findHits, storeHits, type FoundHit } from './screen-names';
import { importedHawalaParties } from './screened-records';

interface ImportedNames {
  hawalaNo: readonly string[];
  senderName: readonly (string | null)[];
  receiverName: readonly (string | null)[];
}

/**
 * Screens every sender and receiver of an import's rows (docs/decisions.md, Compliance: sanctions screening), before
 * its transaction opens: the rows' hits, keyed by hawala number until the rows have ids.
 */
export function screenImportRows(db: Executor, rows: ImportedNames, order: readonly number[]): Promise<FoundHit[]> {
  return findHits(
    db,
    order.flatMap((i) => importedHawalaParties({ id: null, hawalaNo: rows.hawalaNo[i]!, senderName: rows.senderName[i] ?? null, receiverName: rows.receiverName[i] ?? null })),
  );
}

/**
 * Stores the import's hits against the rows this import added (`addedIds`, hawala number → id), in the import's
 * transaction: each such row is held, not passable. A hit on a number that was already stored (a re-import, a
 * concurrent import's row) is left alone: that hawala was screened when it came, and may have been reviewed since.
 * Returns how many rows are held.
 */
export async function holdImportedRows(tx: Transaction, hits: readonly FoundHit[], addedIds: ReadonlyMap<string, number>): Promise<number> {
  const placed = hits.filter((hit) => addedIds.has(hit.subject.label)).map((hit) => ({ ...hit, subject: { ...hit.subject, id: addedIds.get(hit.subject.label)! } }));
  if (placed.length === 0) return 0;
  await storeHits(tx, placed);
  return new Set(placed.map((hit) => hit.subject.id)).size;
}
