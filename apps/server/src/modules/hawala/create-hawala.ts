import { inArray } from 'drizzle-orm';
import { accountMessages, hawalaBranchCodes, hawalaMessages, type CreateHawalaInput, type CurrentUser, type Hawala } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { accounts, currencies, hawalas } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { assertWithinPostingLimits } from '../posting-limits/check-posting-limits';
import { toHawalaDto } from './hawala-dto';
import { takeHawalaNumber } from './hawala-settings';

type AccountRow = typeof accounts.$inferSelect;

/** Sender and receiver accounts are optional (walk-in customers, DESIGN §6); a named one must be usable. */
function assertUsable(account: AccountRow | undefined, id: number) {
  if (!account || account.isSystem) throw badRequest(accountMessages.idNotFound(id), 'account.idNotFound', { id });
  if (account.accountStatus !== 'active') {
    const params = { account: account.accountCode, status: account.accountStatus };
    throw badRequest(accountMessages.notActive(params.account, params.status), 'account.notActive', params);
  }
}

/** The partner list offers hawala_partner accounts, or the branches 1007 / 2007 in its special mode (SPEC §2.17, §2.19). */
const isPartner = (a: AccountRow) =>
  !a.isSystem && a.accountStatus === 'active' && (a.accountType === 'hawala_partner' || (hawalaBranchCodes as readonly string[]).includes(a.accountCode));

/**
 * Records a hawala transfer (SPEC §2.17) with the next serial as its number, status 'sent' and the signed-in user
 * as processedBy. It posts nothing to the ledger: money moves when a hawala is paid out (Pass), as DESIGN §3 says.
 */
export async function createHawala(tx: Transaction, input: CreateHawalaInput, actor: CurrentUser, now = new Date()): Promise<Hawala> {
  const ids = [input.senderAccountId, input.receiverAccountId, input.partnerAccountId].filter((id): id is number => id !== null);
  const rows = ids.length > 0 ? await tx.select().from(accounts).where(inArray(accounts.id, ids)) : [];
  const byId = (id: number) => rows.find((a) => a.id === id);
  if (input.senderAccountId !== null) assertUsable(byId(input.senderAccountId), input.senderAccountId);
  if (input.receiverAccountId !== null) assertUsable(byId(input.receiverAccountId), input.receiverAccountId);
  if (input.partnerAccountId !== null) {
    const partner = byId(input.partnerAccountId);
    if (!partner || !isPartner(partner)) throw badRequest(hawalaMessages.partnerInvalid);
  }
  await assertWithinPostingLimits(tx, [
    { currency: input.currency, amount: input.amount },
    { currency: input.convertedCurrency ?? input.currency, amount: input.convertedAmount },
  ]);

  // A share lock on the currencies: a delete of one of them waits for this hawala, then sees it and refuses.
  const codes = [...new Set([input.currency, input.convertedCurrency ?? input.currency])];
  const known = await tx.select({ code: currencies.code }).from(currencies).where(inArray(currencies.code, codes)).for('share');
  const missing = codes.find((code) => !known.some((row) => row.code === code));
  if (missing) throw badRequest(hawalaMessages.currencyNotSetUp(missing), 'hawala.currencyNotSetUp', { currency: missing });

  // The number last: the counter row stays locked until commit, so it is held for as short a time as possible.
  const hawalaNumber = await takeHawalaNumber(tx);
  const [row] = await tx
    .insert(hawalas)
    .values({ ...input, hawalaNumber, status: 'sent', processedBy: actor.id, createdAt: now, updatedAt: now })
    .returning();
  return toHawalaDto(row!);
}
