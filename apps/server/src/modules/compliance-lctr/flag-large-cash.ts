import { and, between, eq, ne, or, sql } from 'drizzle-orm';
import { afnEquivalent, cashSideOf, CASH_ACCOUNT_ID, isAboveThreshold, isReportableCashKind, partyKeyOf, twoDayTotal, type DocumentKind } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { cashValuations, hawalas, largeCashFlags, transactions } from '../../db/schema';
import { readComplianceSettings } from '../compliance-settings/compliance-settings';
import { readAfnRate } from './afn-rate';

type TransactionRow = typeof transactions.$inferSelect;

/** At most this many earlier postings of one party within the two days are paired; a busy account stays cheap. */
const maxPairCandidates = 200;

const shiftDay = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The party the shop dealt with: a walk-in's ID, a sent hawala's sender account, or the voucher's other account. */
async function partyOf(tx: Transaction, row: TransactionRow): Promise<string | null> {
  if (row.partyIdNumber) return partyKeyOf({ idType: row.partyIdType, idNumber: row.partyIdNumber });
  if (row.sentHawalaId !== null) {
    const [hawala] = await tx.select({ senderAccountId: hawalas.senderAccountId }).from(hawalas).where(eq(hawalas.id, row.sentHawalaId));
    return partyKeyOf({ accountId: hawala?.senderAccountId });
  }
  if (row.hawalaId !== 0) return null;
  const other = row.outAccountId === CASH_ACCOUNT_ID ? row.inAccountId : row.outAccountId;
  return other === CASH_ACCOUNT_ID ? null : partyKeyOf({ accountId: other });
}

/**
 * Flags a cash posting for the large cash transaction report (docs/decisions.md, Compliance: large cash transactions)
 * in the caller's database transaction: values its cash at the day's board mid rate (kept in cash_valuations with the
 * rate), flags it when strictly above the threshold, or pairs it with another of the same party within two consecutive
 * shop days that together reach it. The one hook of the posting path (ledger/record-posting.ts) and of an edit; a
 * delete keeps the flags, which the reports read only while the transactions are live, so a recover brings them back.
 */
export async function flagLargeCash(tx: Transaction, row: TransactionRow, kind: DocumentKind, undo = false): Promise<void> {
  await tx.delete(largeCashFlags).where(or(eq(largeCashFlags.transactionId, row.id), eq(largeCashFlags.linkedTransactionId, row.id)));
  const cash = cashSideOf(row);
  if (undo || !isReportableCashKind(kind) || !cash || !row.transDate) {
    await tx.delete(cashValuations).where(eq(cashValuations.transactionId, row.id));
    return;
  }
  const rate = await readAfnRate(tx, cash.currencyId);
  const valuation = {
    transactionId: row.id,
    transDate: row.transDate,
    partyKey: await partyOf(tx, row),
    currencyCode: rate.currencyCode,
    amount: cash.amount,
    midRate: rate.midRate,
    afnEquivalent: afnEquivalent(cash.amount, rate),
  };
  await tx.insert(cashValuations).values(valuation).onConflictDoUpdate({ target: cashValuations.transactionId, set: valuation });
  await pairOrFlag(tx, valuation);
}

/**
 * Re-pairs a recovered posting on its stored valuation (no new rate): postings of the same party made while it was
 * deleted may now reach the threshold with it.
 */
export async function relinkLargeCash(tx: Transaction, transactionId: number): Promise<void> {
  const [valuation] = await tx.select().from(cashValuations).where(eq(cashValuations.transactionId, transactionId));
  if (!valuation) return;
  await tx.delete(largeCashFlags).where(or(eq(largeCashFlags.transactionId, transactionId), eq(largeCashFlags.linkedTransactionId, transactionId)));
  await pairOrFlag(tx, valuation);
}

type Valuation = Pick<typeof cashValuations.$inferSelect, 'transactionId' | 'transDate' | 'partyKey' | 'afnEquivalent'>;

async function pairOrFlag(tx: Transaction, valuation: Valuation) {
  const { lctrThreshold: threshold } = await readComplianceSettings(tx);
  if (isAboveThreshold(valuation.afnEquivalent, threshold)) {
    await tx.insert(largeCashFlags).values({ transactionId: valuation.transactionId, rule: 'above', afnEquivalent: valuation.afnEquivalent, threshold, transDate: valuation.transDate });
    return;
  }
  if (valuation.partyKey === null) return;
  // One party's postings are paired one at a time, so two made at once both see each other.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lctr:${valuation.partyKey}`}))`);
  const candidates = await tx
    .select({ transactionId: cashValuations.transactionId, transDate: cashValuations.transDate, afnEquivalent: cashValuations.afnEquivalent })
    .from(cashValuations)
    .innerJoin(transactions, eq(transactions.id, cashValuations.transactionId))
    .where(
      and(
        eq(cashValuations.partyKey, valuation.partyKey),
        between(cashValuations.transDate, shiftDay(valuation.transDate, -1), shiftDay(valuation.transDate, 1)),
        ne(cashValuations.transactionId, valuation.transactionId),
      ),
    )
    .orderBy(cashValuations.transactionId)
    .limit(maxPairCandidates);
  const pairs = candidates.flatMap((other) => {
    const total = twoDayTotal(valuation, other, threshold);
    return total === null ? [] : [{ other, total }];
  });
  if (pairs.length === 0) return;
  await tx.insert(largeCashFlags).values(
    pairs.map(({ other, total }) => {
      const [earlier, later] = other.transDate < valuation.transDate || (other.transDate === valuation.transDate && other.transactionId < valuation.transactionId) ? [other, valuation] : [valuation, other];
      return { transactionId: later.transactionId, linkedTransactionId: earlier.transactionId, rule: 'twoDays', afnEquivalent: total, threshold, transDate: later.transDate };
    }),
  );
}

