import { and, desc, eq, gte, isNull, lt, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PassedHawalaQuery, PassedHawalaTransaction } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accounts, currencies, hawalaDetails, transactions } from '../../db/schema';
import { isoOrNull } from '../../lib/dates';
import { decodeCursor, pageOf, unpagedCap, type Page } from './hawala-cursor';

const inAccount = alias(accounts, 'in_account');
const outAccount = alias(accounts, 'out_account');

/**
 * GET /api/transactions/passed-hawala: live hawala payouts (deleted ones are gone from this list), newest first,
 * with their hawala's number and names; dates are inclusive on the payout's transDate.
 */
export async function listPassedHawala(db: Executor, query: PassedHawalaQuery): Promise<Page<PassedHawalaTransaction>> {
  const t = transactions;
  // Payouts of imported hawalas only: a hawala we send posts Hawala transactions too, linked by sentHawalaId.
  const where: SQL[] = [eq(t.transType, 'Hawala'), isNull(t.sentHawalaId)];
  if (query.fromDate) where.push(gte(t.transDate, query.fromDate));
  if (query.toDate) where.push(lte(t.transDate, query.toDate));
  if (query.cursor) where.push(lt(t.id, decodeCursor('p', query.cursor)));
  const limit = query.limit ?? unpagedCap;
  const rows = await db
    .select({
      id: t.id,
      hawalaId: t.hawalaId,
      hawalaNo: hawalaDetails.hawalaNo,
      senderName: hawalaDetails.senderName,
      receiverName: hawalaDetails.receiverName,
      receiverLocation: hawalaDetails.receiverLocation,
      dAmount: t.dAmount,
      exRate: t.exRate,
      currencyId: t.currencyId,
      currency: currencies.code,
      inAccountId: t.inAccountId,
      inAccountName: inAccount.accountName,
      outAccountId: t.outAccountId,
      outAccountName: outAccount.accountName,
      transDate: t.transDate,
      dateCreated: t.dateCreated,
      createdAt: t.createdAt,
      dateModified: t.dateModified,
      updatedAt: t.updatedAt,
      cAmount: t.cAmount,
      cCurrencyId: t.cCurrencyId,
    })
    .from(t)
    .leftJoin(hawalaDetails, eq(hawalaDetails.id, t.hawalaId))
    .leftJoin(currencies, eq(currencies.id, t.currencyId))
    .leftJoin(inAccount, eq(inAccount.id, t.inAccountId))
    .leftJoin(outAccount, eq(outAccount.id, t.outAccountId))
    .where(and(...where))
    .orderBy(desc(t.id))
    .limit(limit + 1);
  const page = pageOf('p', rows, limit);
  return {
    items: page.items.map((r) => ({
      ...r,
      dateCreated: isoOrNull(r.dateCreated),
      dateModified: isoOrNull(r.dateModified),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}
