import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { ReconciliationLine } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { currencies, hawalaDetails, hawalas, ledgerEntries, transactions } from '../../db/schema';

/**
 * Every ledger entry of the partner's account in the period, in the shop's sign: `ref` is the document (transaction)
 * id, `hawalaNo` the number of the hawala it pays out (an imported one) or owes (one we sent), null for settlements
 * and other documents. With it, our closing balance per currency at the end of the period.
 */
export async function ourLines(db: Executor, accountId: number, from: string, to: string) {
  const lines = await db
    .select({
      ref: transactions.id,
      hawalaNo: sql<string | null>`coalesce(${hawalaDetails.hawalaNo}, ${hawalas.hawalaNumber})`,
      date: sql<string>`${transactions.transDate}`,
      currency: currencies.code,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .innerJoin(transactions, eq(transactions.id, ledgerEntries.transactionId))
    .innerJoin(currencies, eq(currencies.id, ledgerEntries.currencyId))
    .leftJoin(hawalaDetails, and(sql`${transactions.hawalaId} > 0`, eq(hawalaDetails.id, transactions.hawalaId)))
    .leftJoin(hawalas, eq(hawalas.id, transactions.sentHawalaId))
    .where(and(eq(ledgerEntries.accountId, accountId), gte(transactions.transDate, from), lte(transactions.transDate, to)))
    .orderBy(asc(transactions.transDate), asc(transactions.id), asc(ledgerEntries.id));
  const closings = await db
    .select({ currency: currencies.code, total: sql<string>`sum(${ledgerEntries.amount})::numeric(20,2)::text` })
    .from(ledgerEntries)
    .innerJoin(transactions, eq(transactions.id, ledgerEntries.transactionId))
    .innerJoin(currencies, eq(currencies.id, ledgerEntries.currencyId))
    .where(and(eq(ledgerEntries.accountId, accountId), lte(transactions.transDate, to)))
    .groupBy(currencies.code);
  return {
    lines: lines satisfies ReconciliationLine[],
    closing: new Map(closings.map((c) => [c.currency, c.total])),
  };
}
