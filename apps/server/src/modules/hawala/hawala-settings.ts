import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of';
import { hawalaSerialDefaults, type HawalaSettings } from '@sarafi/core';
import type { Executor, Transaction } from '../../db/client';
import { hawalas, hawalaSerialSettings } from '../../db/schema';

const SETTINGS_ID = 1;

/**
 * The first number from `from` on that no hawala's serial uses yet: the counter may have been set back below numbers
 * already taken (or imported). The one rule for both the serial screen and the create that takes the number.
 */
async function firstFreeNumber(db: Executor, prefix: string, from: number): Promise<number> {
  // generate_series is materialised whole, so it looks a window at a time.
  const window = 1000;
  for (let start = from; ; start += window) {
    const [first] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select n from generate_series(${start}::int, ${start + window - 1}::int) as n where not exists (select 1 from ${hawalas} where ${hawalas.hawalaNumber} = ${prefix} || n::text) order by n limit 1`,
      ),
    );
    if (first) return Number(first.n);
  }
}

/**
 * GET /api/hawala-settings: the prefix and the number the next hawala will actually get (docs/decisions.md, Hawala: numbers already
 * taken are skipped, so the screen shows what the server will hand out), defaults before anything is saved.
 */
export async function getHawalaSettings(db: Executor): Promise<HawalaSettings> {
  const [row] = await db.select().from(hawalaSerialSettings).where(eq(hawalaSerialSettings.id, SETTINGS_ID));
  const { prefix, nextNumber } = row ?? hawalaSerialDefaults;
  return { prefix, nextNumber: await firstFreeNumber(db, prefix, nextNumber) };
}

/** PUT /api/hawala-settings (and reset, with the defaults). An upsert: the single row may not exist yet. */
export async function saveHawalaSettings(db: Executor, settings: HawalaSettings): Promise<HawalaSettings> {
  const [row] = await db
    .insert(hawalaSerialSettings)
    .values({ id: SETTINGS_ID, ...settings })
    .onConflictDoUpdate({ target: hawalaSerialSettings.id, set: { ...settings, updatedAt: sql`now()` } })
    .returning();
  return { prefix: row!.prefix, nextNumber: await firstFreeNumber(db, row!.prefix, row!.nextNumber) };
}

export const resetHawalaSettings = (db: Executor) => saveHawalaSettings(db, { ...hawalaSerialDefaults });

/**
 * Takes the next hawala number inside the creating transaction. The counter row stays locked until commit, so
 * concurrent creates queue on it and get distinct consecutive numbers, and a create that fails gives its number back.
 * A number that already exists (the counter was set back) is skipped.
 */
export async function takeHawalaNumber(tx: Transaction): Promise<string> {
  await tx.insert(hawalaSerialSettings).values({ id: SETTINGS_ID }).onConflictDoNothing();
  const [row] = await tx.select().from(hawalaSerialSettings).where(eq(hawalaSerialSettings.id, SETTINGS_ID)).for('update');
  const number = await firstFreeNumber(tx, row!.prefix, row!.nextNumber);
  await tx
    .update(hawalaSerialSettings)
    .set({ nextNumber: number + 1, updatedAt: sql`now()` })
    .where(eq(hawalaSerialSettings.id, SETTINGS_ID));
  return `${row!.prefix}${number}`;
}
