import { sentHawalaParties } from '../screening/screened-records';
import { refuseIfHeld } from '../screening/screen-names';
import { randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import {
  accountMessages,
  CASH_ACCOUNT_ID,
  isHawalaPartnerAccount,
  hawalaMessages,
  hawalaSenderPays,
  sentHawalaEntries,
  type CreateHawalaInput,
  type CurrentUser,
  type CreatedHawala,
} from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { accounts, currencies, hawalas } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { assertWithinPostingLimits } from '../posting-limits/check-posting-limits';
import { fxAccountIds } from '../ledger/fx-account-ids';
import { hawalaSystemAccountId } from './hawala-system-accounts';
import { hawalaView } from './hawala-view';
import { takeHawalaNumber } from './hawala-settings';
import { writeSentHawalaPosting } from './sent-hawala-posting';
import { journalSentHawala } from './journal-sent-hawala';
import { assertWithinAloneLimit } from '../approvals/approval-checks';

type AccountRow = typeof accounts.$inferSelect;

/** Sender and receiver accounts are optional (walk-in customers, docs/architecture.md, Where we differ from the original product); a named one must be usable. */
function assertUsable(account: AccountRow | undefined, id: number) {
  if (!account || account.isSystem) throw badRequest(accountMessages.idNotFound(id), 'account.idNotFound', { id });
  if (account.accountStatus !== 'active') {
    const params = { account: account.accountCode, status: account.accountStatus };
    throw badRequest(accountMessages.notActive(params.account, params.status), 'account.notActive', params);
  }
}

/** A partner who may pay a hawala we send: core's rule, on an active staff account. */
export const isHawalaPartner = (a: AccountRow) => !a.isSystem && a.accountStatus === 'active' && isHawalaPartnerAccount(a);

/** The receiver's secret code: six random digits from the system's CSPRNG, leading zeros kept. */
export const newSecretCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Creates a hawala we send (docs/architecture.md, Screens, Hawala Transaction; docs/decisions.md, Hawalas we send) with the next serial, status 'sent', a secret
 * code for the receiver and the signed-in user as processedBy, and posts it in the same database transaction: the
 * sender pays amount + commission from cash at shop (11) or, when `paidFrom` is 'account', from their account; the
 * converted amount becomes owed to the paying partner (or to 'hawalas to assign' when none is chosen yet); the
 * commission becomes income; two currencies convert through the FX position accounts (sentHawalaEntries).
 */
export async function createHawala(tx: Transaction, input: CreateHawalaInput, actor: CurrentUser, now = new Date()): Promise<CreatedHawala> {
  const { paidFrom, creditLimitOverride, ...fields } = input;
  const ids = [input.senderAccountId, input.receiverAccountId, input.partnerAccountId].filter((id): id is number => id !== null);
  const rows = ids.length > 0 ? await tx.select().from(accounts).where(inArray(accounts.id, ids)) : [];
  const byId = (id: number) => rows.find((a) => a.id === id);
  if (input.senderAccountId !== null) assertUsable(byId(input.senderAccountId), input.senderAccountId);
  if (input.receiverAccountId !== null) assertUsable(byId(input.receiverAccountId), input.receiverAccountId);
  if (input.partnerAccountId !== null) {
    const partner = byId(input.partnerAccountId);
    if (!partner || !isHawalaPartner(partner)) throw badRequest(hawalaMessages.partnerInvalid, 'hawala.partnerInvalid');
  }
  await refuseIfHeld(tx, sentHawalaParties(input));
  const payerId = paidFrom === 'account' ? input.senderAccountId! : CASH_ACCOUNT_ID;
  if (payerId === input.partnerAccountId) throw badRequest(hawalaMessages.payerIsPartner, 'hawala.payerIsPartner');
  const senderPays = hawalaSenderPays(input.amount, input.commission)!;
  const receiveCode = input.convertedCurrency ?? input.currency;
  await assertWithinPostingLimits(tx, [
    { currency: input.currency, amount: senderPays },
    { currency: receiveCode, amount: input.convertedAmount },
  ]);

  // A share lock on the currencies: a delete of one of them waits for this hawala, then sees it and refuses.
  const codes = [...new Set([input.currency, receiveCode])];
  const known = await tx.select({ id: currencies.id, code: currencies.code }).from(currencies).where(inArray(currencies.code, codes)).for('share');
  const missing = codes.find((code) => !known.some((row) => row.code === code));
  if (missing) throw badRequest(hawalaMessages.currencyNotSetUp(missing), 'hawala.currencyNotSetUp', { currency: missing });
  const send = known.find((c) => c.code === input.currency)!;
  const receive = known.find((c) => c.code === receiveCode)!;
  // Past the sender's alone limit a second person decides, as for every posting (docs/decisions.md, Approvals); this
  // route keeps no requests, so it answers 403 approval.required.
  await assertWithinAloneLimit(tx, actor, { transType: 'Hawala', currencyId: send.id, dAmount: senderPays });
  const fx = send.id === receive.id ? new Map<number, number>() : await fxAccountIds(tx, [send, receive]);
  const commissionAccountId = await hawalaSystemAccountId(tx, 'commission', send);
  const owedAccountId = input.partnerAccountId ?? (await hawalaSystemAccountId(tx, 'toAssign', receive));

  // The number after every check: the counter row stays locked until commit, so it is held as briefly as possible.
  const hawalaNumber = await takeHawalaNumber(tx);
  const [row] = await tx
    .insert(hawalas)
    .values({ ...fields, hawalaNumber, status: 'sent', secretCode: newSecretCode(), paidFromAccountId: payerId, processedBy: actor.id, createdAt: now, updatedAt: now })
    .returning();
  const hawala = row!;
  const partnerName = input.partnerAccountId === null ? 'a partner to assign' : byId(input.partnerAccountId)!.accountName;
  const { warnings } = await writeSentHawalaPosting(
    tx,
    {
      sentHawalaId: hawala.id,
      outAccountId: payerId,
      inAccountId: owedAccountId,
      currencyId: send.id,
      cCurrencyId: receive.id,
      dAmount: senderPays,
      cAmount: input.convertedAmount,
      exRate: input.exchangeRate,
      transDescription: `Hawala ${hawalaNumber} from ${input.senderName} to ${input.receiverName} via ${partnerName}`,
      cTransDescription: `Hawala ${hawalaNumber} for ${input.receiverName}, sent by ${input.senderName}`,
      partyIdType: input.senderIdType,
      partyIdNumber: input.senderIdNumber,
    },
    sentHawalaEntries({
      payerAccountId: payerId,
      owedAccountId,
      commissionAccountId,
      sendCurrencyId: send.id,
      receiveCurrencyId: receive.id,
      amount: input.amount,
      commission: input.commission,
      convertedAmount: input.convertedAmount,
      fxAccountIdOf: (currencyId) => fx.get(currencyId)!,
    }),
    actor,
    now,
    false,
    { creditLimitOverride: creditLimitOverride ? {} : null },
  );
  await journalSentHawala(tx, hawala.id, 'sent', actor, now);
  return { ...(await hawalaView(tx, eq(hawalas.id, hawala.id), actor))!, warnings };
}
