import { desc, inArray, sql } from 'drizzle-orm';
import type { CurrentUser, SanctionsList, SanctionsListSource } from '@sarafi/core';
import type { Database, Executor } from '../../db/client';
import { sanctionsEntries, sanctionsLists } from '../../db/schema';
import { rowsOf } from '../../db/rows-of';
import { appendJournal } from '../journal/append-journal';
import { entryFingerprint, type ListedEntry } from './listed-entry';

const batchSize = 1_000;

type ListRow = typeof sanctionsLists.$inferSelect;

const listDto = (row: ListRow, current: boolean): SanctionsList => ({
  id: row.id,
  source: row.source as SanctionsListSource,
  fileName: row.fileName,
  generatedOn: row.generatedOn,
  entryCount: row.entryCount,
  importedAt: row.importedAt.toISOString(),
  importedBy: row.importedByName,
  current,
});

/** The list version screening reads for each source: the latest imported. */
export async function currentListIds(db: Executor): Promise<number[]> {
  const result = await db.execute(sql`select max(id) as id from sanctions_lists group by source`);
  return rowsOf<{ id: number }>(result)
    .map((row) => Number(row.id))
    .sort((a, b) => a - b);
}

/** Every imported version, newest first, marking those screening reads now. */
export async function listSanctionsLists(db: Executor): Promise<SanctionsList[]> {
  const current = new Set(await currentListIds(db));
  const rows = await db.select().from(sanctionsLists).orderBy(desc(sanctionsLists.id)).limit(200);
  return rows.map((row) => listDto(row, current.has(row.id)));
}

export interface ListImport {
  source: SanctionsListSource;
  fileName: string;
  generatedOn: string | null;
  entries: ListedEntry[];
}

/**
 * Stores a new version of a list, its entries and a journal row in one database transaction: a failure leaves the
 * previous version in force and nothing of this one (docs/decisions.md, Compliance: sanctions screening).
 */
export function importSanctionsList(db: Database, list: ListImport, actor: CurrentUser, now = new Date()): Promise<SanctionsList> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sanctionsLists)
      .values({ source: list.source, fileName: list.fileName.slice(0, 255), generatedOn: list.generatedOn, entryCount: list.entries.length, importedAt: now, importedBy: actor.id, importedByName: actor.username })
      .returning();
    for (let i = 0; i < list.entries.length; i += batchSize) {
      await tx.insert(sanctionsEntries).values(list.entries.slice(i, i + batchSize).map((entry) => ({ ...entry, listId: row!.id, fingerprint: entryFingerprint(entry) })));
    }
    await appendJournal(tx, { kind: 'sanctionsList.import', entity: 'sanctionsList', entityId: row!.id, actor, payload: { source: list.source, fileName: row!.fileName, generatedOn: list.generatedOn, entryCount: list.entries.length }, at: now });
    return listDto(row!, true);
  });
}

/** The entries of the given list versions, for the screening index. */
export const entriesOfLists = (db: Executor, listIds: number[]) =>
  listIds.length === 0
    ? Promise.resolve([])
    : db.select({ id: sanctionsEntries.id, aliases: sanctionsEntries.aliases, datesOfBirth: sanctionsEntries.datesOfBirth }).from(sanctionsEntries).where(inArray(sanctionsEntries.listId, listIds));
