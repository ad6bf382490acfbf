import { eq } from 'drizzle-orm';
import type { ReceiptHawala } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { hawalaDetails, type transactions } from '../../db/schema';

type TransactionRow = typeof transactions.$inferSelect;

export interface ReceiptHawalaPart {
  slip: ReceiptHawala;
  /** Accounts whose balance is the shop's business, not the customer's: the partner who owes the payout. */
  hiddenAccounts: ReadonlySet<number>;
}

/** The receiver's slip of a Pass payout: the imported hawala the transaction pays (hawalaId names it). */
async function payoutSlip(db: Executor, t: TransactionRow): Promise<ReceiptHawalaPart | null> {
  const [hawala] = await db.select().from(hawalaDetails).where(eq(hawalaDetails.id, t.hawalaId));
  if (!hawala) return null;
  return {
    slip: {
      direction: 'payout',
      hawalaNumber: hawala.hawalaNo || `TXN-${hawala.id}`,
      senderName: hawala.senderName,
      senderLocation: hawala.senderLocation,
      receiverName: hawala.receiverName,
      receiverLocation: hawala.receiverLocation,
      // A partner's sheet carries no ID number: the slip leaves a line for the clerk to write the tazkira on.
      receiverIdNumber: null,
      secretCode: null,
      amount: t.dAmount,
      currency: hawala.currency,
      commission: '0.00',
      totalPaid: null,
      convertedAmount: null,
      convertedCurrency: null,
      partner: hawala.senderCode,
    },
    hiddenAccounts: new Set(t.outAccountId === null ? [] : [t.outAccountId]),
  };
}

/** The hawala a transaction belongs to, as its receipt prints it; null for every other document. */
export async function receiptHawala(db: Executor, t: TransactionRow): Promise<ReceiptHawalaPart | null> {
  if (t.transType === 'Hawala' && t.hawalaId > 0) return payoutSlip(db, t);
  return null;
}
