import { sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
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

/** Stores the import's hits against the rows just inserted, in the import's transaction: each such row is held, not passable. Returns how many rows are held. */
export async function holdImportedRows(tx: Transaction, hits: readonly FoundHit[]): Promise<number> {
  if (hits.length === 0) return 0;
  const numbers = [...new Set(hits.map((hit) => hit.subject.label))];
  const result = await tx.execute(sql`select id, hawala_no from hawala_details where hawala_no = any(${sql.param(numbers)}::text[])`);
  const idOf = new Map(rowsOf<{ id: number; hawala_no: string }>(result).map((row) => [row.hawala_no, Number(row.id)]));
  const placed = hits.filter((hit) => idOf.has(hit.subject.label)).map((hit) => ({ ...hit, subject: { ...hit.subject, id: idOf.get(hit.subject.label)! } }));
  await storeHits(tx, placed);
  return new Set(placed.map((hit) => hit.subject.id)).size;
}
