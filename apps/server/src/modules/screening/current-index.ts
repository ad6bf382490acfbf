import { ScreeningIndex, type ScreeningEntry } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { currentListIds, entriesOfLists } from './import-sanctions-list';

/** The list versions screening reads now, as one key: a changed key means a changed list. */
export async function currentListKey(db: Executor): Promise<{ ids: number[]; key: string }> {
  const ids = await currentListIds(db);
  return { ids, key: ids.join(',') };
}

/** The entries of the given list versions, as the screening index reads them. */
export const screeningEntries = async (db: Executor, ids: number[]): Promise<ScreeningEntry[]> =>
  (await entriesOfLists(db, ids)).map((row) => ({ id: row.id, names: row.aliases, datesOfBirth: row.datesOfBirth }));

let cached: { key: string; index: Promise<ScreeningIndex> } | null = null;

/**
 * The screening index of the lists in force, built once per set of list versions and kept by the process
 * (docs/decisions.md, Compliance: sanctions screening): every screening asks which versions are current (one small
 * query) and rebuilds only when an import changed them. An import's rows are screened on a pool thread, which keeps
 * its own (screening-thread.ts); this one serves the single names of accounts, passes and hawalas we send.
 */
export async function currentScreeningIndex(db: Executor): Promise<ScreeningIndex> {
  const { ids, key } = await currentListKey(db);
  if (cached?.key !== key) {
    const index = screeningEntries(db, ids).then((entries) => new ScreeningIndex(entries));
    cached = { key, index };
    index.catch(() => {
      if (cached?.index === index) cached = null;
    });
  }
  return cached.index;
}
