import { eq } from 'drizzle-orm';
import { hawalaMessages, type CurrentUser, type Hawala } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { accounts, currencies, hawalas } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { isHawalaPartner } from './create-hawala';
import { hawalaSystemAccountId } from './hawala-system-accounts';
import { hawalaView } from './hawala-view';
import { lockOpenSentHawala, type SentHawalaRow } from './lock-sent-hawala';
import { writeSentHawalaPosting } from './sent-hawala-posting';
import { journalSentHawala } from './journal-sent-hawala';

/**
 * A hawala sent with no partner is held in 'hawalas to assign'; the partner who paid it is named now, and what is
 * owed moves to them: one Hawala posting of the converted amount in the receive currency.
 */
async function assignPartner(tx: Transaction, hawala: SentHawalaRow, partnerAccountId: number, actor: CurrentUser, now: Date) {
  const [partner] = await tx.select().from(accounts).where(eq(accounts.id, partnerAccountId));
  if (!partner || !isHawalaPartner(partner)) throw badRequest(hawalaMessages.partnerInvalid, 'hawala.partnerInvalid');
  if (partner.id === hawala.paidFromAccountId) throw badRequest(hawalaMessages.payerIsPartner, 'hawala.payerIsPartner');
  const code = hawala.convertedCurrency ?? hawala.currency;
  const [currency] = await tx.select({ id: currencies.id, code: currencies.code }).from(currencies).where(eq(currencies.code, code));
  if (!currency) throw badRequest(hawalaMessages.currencyNotSetUp(code), 'hawala.currencyNotSetUp', { currency: code });
  const toAssign = await hawalaSystemAccountId(tx, 'toAssign', currency);
  const amount = hawala.convertedAmount!;
  await writeSentHawalaPosting(
    tx,
    {
      sentHawalaId: hawala.id,
      outAccountId: toAssign,
      inAccountId: partner.id,
      currencyId: currency.id,
      cCurrencyId: currency.id,
      dAmount: amount,
      cAmount: amount,
      exRate: '1',
      transDescription: `Hawala ${hawala.hawalaNumber} paid to ${hawala.receiverName} by ${partner.accountName}`,
      cTransDescription: `Hawala ${hawala.hawalaNumber} paid to ${hawala.receiverName}`,
    },
    [
      { accountId: toAssign, currencyId: currency.id, amount: `-${amount}` },
      { accountId: partner.id, currencyId: currency.id, amount },
    ],
    actor,
    now,
  );
  return partner.id;
}

/**
 * POST /api/hawala/{id}/paid: the partner confirmed paying the receiver. Records who marked it and when. Money
 * already sits with the partner from the send; a hawala held for a partner to assign needs the partner named here.
 * Paid twice, or paid after a cancel, is a 409.
 */
export async function markSentHawalaPaid(tx: Transaction, id: number, partnerAccountId: number | null, actor: CurrentUser, now = new Date()): Promise<Hawala> {
  const hawala = await lockOpenSentHawala(tx, id);
  if (hawala.status !== 'sent') throw conflict(hawalaMessages.cancelledCannotPay, 'hawala.cancelledCannotPay');
  let partnerId = hawala.partnerAccountId;
  if (partnerId === null && hawala.paidFromAccountId !== null) {
    if (partnerAccountId === null) throw badRequest(hawalaMessages.partnerRequiredToPay, 'hawala.partnerRequiredToPay');
    partnerId = await assignPartner(tx, hawala, partnerAccountId, actor, now);
  }
  await tx.update(hawalas).set({ status: 'paid', partnerAccountId: partnerId, paidAt: now, paidBy: actor.id, updatedAt: now }).where(eq(hawalas.id, id));
  await journalSentHawala(tx, id, 'paid', actor, now);
  return (await hawalaView(tx, eq(hawalas.id, id), actor))!;
}
