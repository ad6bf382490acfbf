import { eq, sql } from 'drizzle-orm';
import { hawalaSerialDefaults, type HawalaSettings } from '@sarafi/core';
import type { Executor, Transaction } from '../../db/client';
import { hawalas, hawalaSerialSettings } from '../../db/schema';

const SETTINGS_ID = 1;

/** GET /api/hawala-settings: the prefix and the number the next hawala gets (defaults before anything is saved). */
export async function getHawalaSettings(db: Executor): Promise<HawalaSettings> {
  const [row] = await db.select().from(hawalaSerialSettings).where(eq(hawalaSerialSettings.id, SETTINGS_ID));
  return row ? { prefix: row.prefix, nextNumber: row.nextNumber } : { ...hawalaSerialDefaults };
}

/** PUT /api/hawala-settings (and reset, with the defaults). An upsert: the single row may not exist yet. */
export async function saveHawalaSettings(db: Executor, settings: HawalaSettings): Promise<HawalaSettings> {
  const [row] = await db
    .insert(hawalaSerialSettings)
    .values({ id: SETTINGS_ID, ...settings })
    .onConflictDoUpdate({ target: hawalaSerialSettings.id, set: { ...settings, updatedAt: sql`now()` } })
    .returning();
  return { prefix: row!.prefix, nextNumber: row!.nextNumber };
}

export const resetHawalaSettings = (db: Executor) => saveHawalaSettings(db, { ...hawalaSerialDefaults });

/**
 * Takes the next hawala number inside the creating transaction. The UPDATE keeps the counter row locked until
 * commit, so concurrent creates queue on it and get distinct consecutive numbers, and a create that fails gives
 * its number back. A number that already exists (the counter was set back) is skipped.
 */
export async function takeHawalaNumber(tx: Transaction): Promise<string> {
  for (;;) {
    const [taken] = await tx
      .update(hawalaSerialSettings)
      .set({ nextNumber: sql`${hawalaSerialSettings.nextNumber} + 1`, updatedAt: sql`now()` })
      .where(eq(hawalaSerialSettings.id, SETTINGS_ID))
      .returning({ number: sql<number>`${hawalaSerialSettings.nextNumber} - 1`.mapWith(Number), prefix: hawalaSerialSettings.prefix });
    if (!taken) {
      await tx.insert(hawalaSerialSettings).values({ id: SETTINGS_ID }).onConflictDoNothing();
      continue;
    }
    const hawalaNumber = `${taken.prefix}${taken.number}`;
    const clash = await tx.select({ id: hawalas.id }).from(hawalas).where(eq(hawalas.hawalaNumber, hawalaNumber)).limit(1);
    if (clash.length === 0) return hawalaNumber;
  }
}
