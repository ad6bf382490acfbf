import { entriesFor, type CurrentUser } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { tillPostings } from '../../db/schema';
import { checkPosting } from '../ledger/check-document';
import { recordPosting } from '../ledger/record-posting';

export interface TillCashPosting {
  /** The shift it belongs to; null for a write-off, which belongs to the clerk, not a shift. */
  shiftId: number | null;
  transType: 'Transfer' | 'Credit' | 'Debit';
  outAccountId: number;
  inAccountId: number;
  currencyId: number;
  amount: string;
  narrative: string;
}

/**
 * One of a till's own postings (the TillCash rule, docs/decisions.md, Tills and shifts) through the one posting path:
 * checked by its rule, recorded with the real user and the day lock, entries through the sink, and kept in
 * till_postings so only its shift changes it.
 */
export async function postTillCash(tx: Transaction, p: TillCashPosting, actor: CurrentUser, now: Date) {
  const legs = { outAccountId: p.outAccountId, inAccountId: p.inAccountId, currencyId: p.currencyId, cCurrencyId: p.currencyId, dAmount: p.amount, cAmount: p.amount, exRate: '1' };
  const { row } = await recordPosting(
    tx,
    await checkPosting(tx, 'TillCash', legs),
    { transType: p.transType, transDescription: p.narrative, cTransDescription: p.narrative },
    entriesFor({ ...legs, transType: p.transType }, () => 0),
    actor,
    now,
  );
  await tx.insert(tillPostings).values({ transactionId: row.id, shiftId: p.shiftId });
  return row.id;
}
