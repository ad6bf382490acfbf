import { and, asc, eq } from 'drizzle-orm';
import { reversedEntries, type CurrentUser, type EntryLine, type PostingWarning } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { ledgerEntries, transactions } from '../../db/schema';
import { checkPosting } from '../ledger/check-document';
import { recordPosting, type PostingDecisions } from '../ledger/record-posting';

const text = (value: string) => value.slice(0, 255);

/** The document of one posting of a sent hawala: what Search and statements show. */
export interface SentHawalaDocument {
  sentHawalaId: number;
  outAccountId: number;
  inAccountId: number;
  currencyId: number;
  cCurrencyId: number;
  dAmount: string;
  cAmount: string;
  exRate: string;
  transDescription: string;
  cTransDescription: string;
  /** The walk-in sender's ID on the send (docs/decisions.md, Compliance: walk-in IDs); a refund names none. */
  partyIdType?: string | null;
  partyIdNumber?: string | null;
}

/**
 * Writes one posting of a sent hawala in the caller's database transaction through the one posting path: its rule
 * (core's HawalaSent: each side in its own currency, the drawer and 'hawalas to assign' excepted), then recordPosting
 * (the shop's day, the closed-day lock, the audit row with the signed-in user, entries and balances): a Hawala
 * transaction linked to the hawala, so Search's type Hawala finds it. A refund is an undo. Returns the transaction id
 * and the posting's warnings (an account's expired ID).
 */
export async function writeSentHawalaPosting(
  tx: Transaction,
  doc: SentHawalaDocument,
  entries: EntryLine[],
  actor: CurrentUser,
  now: Date,
  undo = false,
  decisions: PostingDecisions = {},
): Promise<{ transactionId: number; warnings: PostingWarning[] }> {
  const { sentHawalaId, outAccountId, inAccountId, currencyId, cCurrencyId, dAmount, cAmount, exRate } = doc;
  const { row, dto } = await recordPosting(
    tx,
    await checkPosting(tx, 'HawalaSent', { outAccountId, inAccountId, currencyId, cCurrencyId, dAmount, cAmount, exRate }, { undo }),
    {
      sentHawalaId,
      transType: 'Hawala',
      transDescription: text(doc.transDescription),
      cTransDescription: text(doc.cTransDescription),
      partyIdType: doc.partyIdType ?? null,
      partyIdNumber: doc.partyIdNumber ?? null,
    },
    entries,
    actor,
    now,
    decisions,
  );
  return { transactionId: row.id, warnings: dto.warnings };
}

/**
 * Cancelling refunds by reversal: every posting of the hawala (the send, and the partner assignment if any) is
 * answered by one refund posting with every entry's sign turned, dated today. The originals stay in the books, so
 * a closed day is never rewritten and the statement shows both the send and the refund (dated the day of the cancel).
 */
export async function refundSentHawala(
  tx: Transaction,
  hawalaId: number,
  narrative: string,
  actor: CurrentUser,
  now: Date,
  decisions: PostingDecisions = {},
): Promise<number | null> {
  const postings = await tx.select().from(transactions).where(eq(transactions.sentHawalaId, hawalaId)).orderBy(asc(transactions.id));
  if (postings.length === 0) return null;
  const entries = await tx
    .select({ accountId: ledgerEntries.accountId, currencyId: ledgerEntries.currencyId, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(transactions, eq(transactions.id, ledgerEntries.transactionId))
    // The FX profit lines are the desk's, not the hawala's: the refund's own deal undoes the send's (deal-sync.ts).
    .where(and(eq(transactions.sentHawalaId, hawalaId), eq(ledgerEntries.fxProfit, false)))
    .orderBy(asc(ledgerEntries.id));
  const send = postings[0]!;
  const refund = await writeSentHawalaPosting(
    tx,
    {
      sentHawalaId: hawalaId,
      outAccountId: send.inAccountId!,
      inAccountId: send.outAccountId!,
      currencyId: send.cCurrencyId!,
      cCurrencyId: send.currencyId!,
      dAmount: send.cAmount,
      cAmount: send.dAmount,
      exRate: send.exRate,
      transDescription: narrative,
      cTransDescription: narrative,
    },
    reversedEntries(entries),
    actor,
    now,
    true,
    decisions,
  );
  return refund.transactionId;
}
