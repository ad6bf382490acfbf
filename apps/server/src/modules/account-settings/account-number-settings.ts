import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { settingMessages, type AccountNumberSetting, type createAccountNumberSettingBody } from '@sarafi/core';
import type { Database, Executor } from '../../db/client';
import { accountNumberSettings, currencies } from '../../db/schema';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors';

type Row = typeof accountNumberSettings.$inferSelect;

const toDto = (row: Row): AccountNumberSetting => ({
  id: row.id,
  currency: row.currency,
  prefix: row.prefix,
  startNumber: row.startNumber,
  currentNumber: row.currentNumber,
  used: row.currentNumber !== row.startNumber,
  createdAt: row.createdAt.toISOString(),
});

export async function listAccountNumberSettings(db: Executor) {
  return (await db.select().from(accountNumberSettings).orderBy(asc(accountNumberSettings.currency))).map(toDto);
}

/** One setting per currency; the first account of that currency then gets the start number. */
export async function createAccountNumberSetting(db: Database, input: z.output<typeof createAccountNumberSettingBody>) {
  const code = input.currency.toUpperCase();
  const [currency] = await db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, code));
  if (!currency) throw badRequest(settingMessages.currencyRequired);
  try {
    const [row] = await db
      .insert(accountNumberSettings)
      .values({ currency: code, startNumber: input.startNumber, currentNumber: input.startNumber })
      .returning();
    return toDto(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(settingMessages.exists(code), 'accountSetting.exists', { currency: code });
    throw error;
  }
}

/**
 * SPEC's Edit has no action; ours changes the start number only while no account has taken a number from
 * the setting, because moving it afterwards could hand out codes twice or leave the series broken.
 */
export function updateAccountNumberSetting(db: Database, id: number, startNumber: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(accountNumberSettings).where(eq(accountNumberSettings.id, id)).for('update');
    if (!row) throw notFound(settingMessages.notFound);
    if (row.currentNumber !== row.startNumber) {
      throw conflict(settingMessages.startNumberLocked(row.startNumber), 'accountSetting.startNumberLocked', { start: row.startNumber });
    }
    const [updated] = await tx
      .update(accountNumberSettings)
      .set({ startNumber, currentNumber: sql`${startNumber}` })
      .where(eq(accountNumberSettings.id, id))
      .returning();
    return toDto(updated!);
  });
}
