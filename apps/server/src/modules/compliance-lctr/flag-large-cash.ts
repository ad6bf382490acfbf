import { and, between, eq, ne, or, sql, type SQLWrapper } from 'drizzle-orm';
import { isAboveThreshold, twoDayTotal } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { cashValuations, largeCashFlags, transactions } from '../../db/schema';
import { readComplianceSettings } from '../compliance-settings/compliance-settings';

/** At most this many earlier postings of one party within the two days are paired; a busy account stays cheap. */
const maxPairCandidates = 200;

const shiftDay = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Re-pairs a recovered posting on its stored valuation (no new rate): postings of the same party made while it was
 * deleted may now reach the threshold with it.
 */
export async function relinkLargeCash(tx: Transaction, transactionId: number): Promise<void> {
  const [valuation] = await tx.select().from(cashValuations).where(eq(cashValuations.transactionId, transactionId));
  if (!valuation) return;
  await clearLargeCashFlags(tx, transactionId);
  await flagValuation(tx, valuation, (await readComplianceSettings(tx)).lctrThreshold);
}

/** Drops the flags a transaction is part of, before it is valued again. */
export const clearLargeCashFlags = (tx: Transaction, transactionId: number) =>
  tx.delete(largeCashFlags).where(or(eq(largeCashFlags.transactionId, transactionId), eq(largeCashFlags.linkedTransactionId, transactionId)));

type Valuation = Pick<typeof cashValuations.$inferSelect, 'transactionId' | 'transDate' | 'partyKey' | 'afnEquivalent'>;

/**
 * Flags a valued cash posting (docs/decisions.md, Compliance: large cash transactions): strictly above the threshold on
 * its own, or paired with another of the same party within two consecutive shop days that together reach it. `write`,
 * the valuation's own row, goes in the statement that takes the party's lock (one round trip fewer: docs/decisions.md,
 * Posting speed).
 */
export async function flagValuation(tx: Transaction, valuation: Valuation, threshold: string, write?: SQLWrapper & PromiseLike<unknown>) {
  if (isAboveThreshold(valuation.afnEquivalent, threshold)) {
    if (write) await write;
    await tx.insert(largeCashFlags).values({ transactionId: valuation.transactionId, rule: 'above', afnEquivalent: valuation.afnEquivalent, threshold, transDate: valuation.transDate });
    return;
  }
  if (valuation.partyKey === null) {
    if (write) await write;
    return;
  }
  // One party's postings are paired one at a time, so two made at once both see each other.
  const lock = sql`select pg_advisory_xact_lock(hashtext(${`lctr:${valuation.partyKey}`}))`;
  await tx.execute(write ? sql`with valued as (${write.getSQL()}) ${lock}` : lock);
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

