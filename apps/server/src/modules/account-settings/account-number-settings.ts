import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { settingMessages, type AccountNumberSetting, type createAccountNumberSettingBody, type updateAccountNumberSettingBody } from '@sarafi/core';
import type { Database, Executor } from '../../db/client';
import { accountNumberSettings, currencies } from '../../db/schema';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors';

type Row = typeof accountNumberSettings.$inferSelect;

const toDto = (row: Row, currencyName: string | null): AccountNumberSetting => ({
  id: row.id,
  currency: row.currency,
  currencyName,
  prefix: row.prefix,
  startNumber: row.startNumber,
  currentNumber: row.currentNumber,
  used: row.currentNumber !== row.startNumber,
  createdAt: row.createdAt.toISOString(),
});

const nameOf = async (db: Executor, code: string) =>
  (await db.select({ name: currencies.name }).from(currencies).where(eq(currencies.code, code)))[0]?.name ?? null;

export async function listAccountNumberSettings(db: Executor) {
  const rows = await db
    .select({ setting: accountNumberSettings, currencyName: currencies.name })
    .from(accountNumberSettings)
    .leftJoin(currencies, eq(currencies.code, accountNumberSettings.currency))
    .orderBy(asc(accountNumberSettings.currency));
  return rows.map((row) => toDto(row.setting, row.currencyName));
}

/** One setting per currency; the first account of that currency then gets the start number. */
export async function createAccountNumberSetting(db: Database, input: z.output<typeof createAccountNumberSettingBody>) {
  const code = input.currency.toUpperCase();
  const [currency] = await db.select({ name: currencies.name }).from(currencies).where(eq(currencies.code, code));
  if (!currency) throw badRequest(settingMessages.currencyRequired, 'accountSetting.currencyRequired');
  try {
    const [row] = await db
      .insert(accountNumberSettings)
      .values({ currency: code, prefix: input.prefix, startNumber: input.startNumber, currentNumber: input.startNumber })
      .returning();
    return toDto(row!, currency.name);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(settingMessages.exists(code), 'accountSetting.exists', { currency: code });
    throw error;
  }
}

/**
 * SPEC's Edit has no action; ours changes the start number and the prefix only while no account has taken a number
 * from the setting, because changing them afterwards could hand out codes twice or leave the series broken.
 */
export function updateAccountNumberSetting(db: Database, id: number, input: z.output<typeof updateAccountNumberSettingBody>) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(accountNumberSettings).where(eq(accountNumberSettings.id, id)).for('update');
    if (!row) throw notFound(settingMessages.notFound, 'accountSetting.notFound');
    const prefix = input.prefix ?? row.prefix;
    if (row.currentNumber !== row.startNumber) {
      if (input.startNumber !== row.startNumber) {
        throw conflict(settingMessages.startNumberLocked(row.startNumber), 'accountSetting.startNumberLocked', { start: row.startNumber });
      }
      if (prefix !== row.prefix) throw conflict(settingMessages.prefixLocked(row.startNumber), 'accountSetting.prefixLocked', { start: row.startNumber });
    }
    const [updated] = await tx
      .update(accountNumberSettings)
      .set(row.currentNumber === row.startNumber ? { prefix, startNumber: input.startNumber, currentNumber: sql`${input.startNumber}` } : { prefix })
      .where(eq(accountNumberSettings.id, id))
      .returning();
    return toDto(updated!, await nameOf(tx, updated!.currency));
  });
}
