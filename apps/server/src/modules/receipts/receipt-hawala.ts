import { asc, eq } from 'drizzle-orm';
import { hawalaSenderPays, type CurrentUser, type ReceiptHawala } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accounts, hawalaDetails, hawalas, transactions } from '../../db/schema';
import { senderPartner, senderPartnerJoin } from '../hawala/hawala-sender-partner';
import { maySeeSecret } from '../hawala/hawala-view';

type TransactionRow = typeof transactions.$inferSelect;

export interface ReceiptHawalaPart {
  slip: ReceiptHawala;
  /** Accounts whose balance is the shop's business, not the customer's: the partner who owes or is owed the hawala. */
  hiddenAccounts: ReadonlySet<number>;
}

const accountsOf = (...ids: (number | null)[]) => new Set(ids.filter((id): id is number => id !== null));

/** The receiver's slip of a Pass payout: the imported hawala the transaction pays (hawalaId names it). */
async function payoutSlip(db: Executor, t: TransactionRow): Promise<ReceiptHawalaPart | null> {
  const [row] = await db
    .select({ hawala: hawalaDetails, partnerName: senderPartner.accountName })
    .from(hawalaDetails)
    .leftJoin(senderPartner, senderPartnerJoin)
    .where(eq(hawalaDetails.id, t.hawalaId));
  if (!row) return null;
  const { hawala } = row;
  return {
    slip: {
      direction: 'payout',
      hawalaNumber: hawala.hawalaNo || `TXN-${hawala.id}`,
      senderName: hawala.senderName,
      senderLocation: hawala.senderLocation,
      receiverName: hawala.receiverName,
      receiverLocation: hawala.receiverLocation,
      // The ID the clerk recorded at Pass (a partner's sheet carries none); without one the slip leaves a line for it.
      receiverIdType: hawala.receiverIdType,
      receiverIdNumber: hawala.receiverIdNumber,
      secretCode: null,
      amount: t.dAmount,
      currency: hawala.currency,
      commission: '0.00',
      totalPaid: null,
      convertedAmount: null,
      convertedCurrency: null,
      // The partner who sent it, by name: a code such as 2001 means nothing to the receiver.
      partner: row.partnerName ?? hawala.senderCode,
    },
    hiddenAccounts: accountsOf(t.outAccountId),
  };
}

/**
 * A posting of a hawala we send: its first posting is the send (the sender's slip, with the secret code for the
 * clerk who sent it and admins only, as everywhere else), a posting that pays the sender back is the refund; a
 * partner's later assignment is the shop's own bookkeeping and prints as a plain transfer.
 */
async function sentSlip(db: Executor, t: TransactionRow, viewer: CurrentUser): Promise<ReceiptHawalaPart | null> {
  const [row] = await db
    .select({ hawala: hawalas, partner: accounts.accountName })
    .from(hawalas)
    .leftJoin(accounts, eq(accounts.id, hawalas.partnerAccountId))
    .where(eq(hawalas.id, t.sentHawalaId!));
  const [send] = await db.select().from(transactions).where(eq(transactions.sentHawalaId, t.sentHawalaId!)).orderBy(asc(transactions.id)).limit(1);
  if (!row || !send) return null;
  const direction = send.id === t.id ? 'sent' : t.inAccountId === send.outAccountId ? 'refund' : null;
  if (!direction) return null;
  const { hawala } = row;
  return {
    slip: {
      direction,
      hawalaNumber: hawala.hawalaNumber,
      senderName: hawala.senderName,
      senderLocation: null,
      receiverName: hawala.receiverName,
      receiverLocation: null,
      receiverIdType: hawala.receiverIdType,
      receiverIdNumber: hawala.receiverIdNumber,
      secretCode: direction === 'sent' && maySeeSecret(hawala, viewer) ? hawala.secretCode : null,
      amount: hawala.amount,
      currency: hawala.currency,
      commission: hawala.commission,
      totalPaid: hawalaSenderPays(hawala.amount, hawala.commission),
      convertedAmount: hawala.convertedAmount,
      convertedCurrency: hawala.convertedCurrency ?? hawala.currency,
      partner: row.partner,
    },
    hiddenAccounts: accountsOf(direction === 'sent' ? send.inAccountId : t.outAccountId),
  };
}

/** The hawala a transaction belongs to, as its receipt prints it; null for every other document. */
export async function receiptHawala(db: Executor, t: TransactionRow, viewer: CurrentUser): Promise<ReceiptHawalaPart | null> {
  if (t.sentHawalaId !== null) return sentSlip(db, t, viewer);
  if (t.transType === 'Hawala' && t.hawalaId > 0) return payoutSlip(db, t);
  return null;
}
