import { ScreeningIndex } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { currentListIds, entriesOfLists } from './import-sanctions-list';

let cached: { key: string; index: Promise<ScreeningIndex> } | null = null;

/**
 * The screening index of the lists in force, built once per set of list versions and kept by the process
 * (docs/decisions.md, Compliance: sanctions screening): every screening asks which versions are current (one small
 * query) and rebuilds only when an import changed them.
 */
export async function currentScreeningIndex(db: Executor): Promise<ScreeningIndex> {
  const ids = await currentListIds(db);
  const key = ids.join(',');
  if (cached?.key !== key) {
    const index = entriesOfLists(db, ids).then((rows) => new ScreeningIndex(rows.map((row) => ({ id: row.id, names: row.aliases, datesOfBirth: row.datesOfBirth }))));
    cached = { key, index };
    index.catch(() => {
      if (cached?.index === index) cached = null;
    });
  }
  return cached.index;
}
