import { and, asc, eq, isNotNull, lte, ne } from 'drizzle-orm';
import { daysUntil, idExpiryListUntil, idTypes, isIdExpired, type IdExpiryList, type IdType } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema';
import { shopToday } from '../../lib/shop-day';

/** The list stops here; a shop with more IDs to chase works through the first ones. */
export const idExpiryListLimit = 1000;

const asIdType = (value: string | null): IdType | null => (value && (idTypes as readonly string[]).includes(value) ? (value as IdType) : null);

/** IDs expired or expiring within 30 days of the shop's today (core compliance/id-expiry.ts), soonest first; closed accounts left out. */
export async function idExpiryList(db: Executor, now = new Date()): Promise<IdExpiryList> {
  const today = shopToday(now);
  const until = idExpiryListUntil(today);
  const rows = await db
    .select({
      accountId: accounts.id,
      accountCode: accounts.accountCode,
      accountName: accounts.accountName,
      lastName: accounts.lastName,
      phone: accounts.phone,
      accountStatus: accounts.accountStatus,
      idType: accounts.idType,
      idNumber: accounts.idNumber,
      idExpiryDate: accounts.idExpiryDate,
    })
    .from(accounts)
    .where(and(isNotNull(accounts.idExpiryDate), lte(accounts.idExpiryDate, until), eq(accounts.isSystem, false), ne(accounts.accountStatus, 'closed')))
    .orderBy(asc(accounts.idExpiryDate), asc(accounts.id))
    .limit(idExpiryListLimit);
  const items = rows.map((row) => {
    const expiry = row.idExpiryDate!;
    return { ...row, idType: asIdType(row.idType), idExpiryDate: expiry, daysLeft: daysUntil(today, expiry), expired: isIdExpired(expiry, today) };
  });
  return { today, until, items };
}
