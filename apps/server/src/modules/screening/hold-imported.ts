import type { ScreeningMatch } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { insertHits } from './screen-names';
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

const partiesOf = (rows: ImportedNames, row: number, id: number | null) =>
  importedHawalaParties({ id, hawalaNo: rows.hawalaNo[row]!, senderName: rows.senderName[row] ?? null, receiverName: rows.receiverName[row] ?? null });

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
