import { eq } from 'drizzle-orm';
import {
  can,
  CASH_ACCOUNT_ID,
  defaultHawalaSenderCode,
  entriesFor,
  hawalaBranchCodes,
  hawalaMessages,
  isHawalaSenderAccount,
  Money,
  toAmount,
  toRate,
  transactionMessages,
  type CurrentUser,
  type PassHawalaInput,
  type PassHawalaResponse,
} from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { accounts, currencies, hawalaDetails } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { grantsOfRole } from '../roles/role-policy';
import { checkPosting } from '../ledger/check-document';
import { recordPosting } from '../ledger/record-posting';
import { assertWithinAloneLimit } from '../approvals/approval-checks';
import { importedHawalaParties } from '../screening/screened-records';
import { refuseIfHeld } from '../screening/screen-names';
import { livePayoutIds, lockHawalaDetail, setHawalaStatus, type HawalaDetailRow } from './hawala-status';

type AccountRow = typeof accounts.$inferSelect;
type CurrencyRow = typeof currencies.$inferSelect;

const accountByCode = async (tx: Transaction, code: string) => (await tx.select().from(accounts).where(eq(accounts.accountCode, code)))[0];

/**
 * The sender's partner account (by sender code, default 2001). It pays out in the hawala's currency whatever its
 * own currency: a partner's balances are kept per currency, as the dashboard's account-2001 cards show them.
 */
async function partnerAccount(tx: Transaction, hawala: HawalaDetailRow): Promise<AccountRow> {
  const code = hawala.senderCode.trim() || defaultHawalaSenderCode;
  const account = await accountByCode(tx, code);
  if (!account || account.isSystem) throw badRequest(hawalaMessages.senderNotFound(code), 'hawala.senderNotFound', { account: code });
  if (account.accountStatus !== 'active') {
    throw badRequest(hawalaMessages.senderNotActive(code, account.accountStatus), 'hawala.senderNotActive', { account: code, status: account.accountStatus });
  }
  if (!isHawalaSenderAccount(account)) {
    throw badRequest(hawalaMessages.senderNotPartner(code, account.accountType), 'hawala.senderNotPartner', { account: code, type: account.accountType });
  }
  return account;
}

/** The branch paying the hawala: an active 1007 / 2007 account holding the hawala's currency (docs/architecture.md, Screens, Pass Hawala; Validation). */
async function branchAccount(tx: Transaction, id: number, currency: CurrencyRow): Promise<AccountRow> {
  const [row] = await tx.select({ account: accounts, code: currencies.code }).from(accounts).innerJoin(currencies, eq(currencies.id, accounts.currencyId)).where(eq(accounts.id, id));
  const account = row?.account;
  if (!account || account.isSystem || account.accountStatus !== 'active' || !(hawalaBranchCodes as readonly string[]).includes(account.accountCode)) {
    throw badRequest(hawalaMessages.branchAccountInvalid, 'hawala.branchAccountInvalid');
  }
  if (account.currencyId !== currency.id) throw badRequest(hawalaMessages.currencyMismatch(currency.code, row.code), 'hawala.currencyMismatch', { hawala: currency.code, account: row.code });
  return account;
}

const text = (value: string) => value.slice(0, 255);

/**
 * Pays out an imported hawala (docs/architecture.md, Ledger): one Hawala transaction of rAmount in the hawala's currency from the
 * sender's partner account to the cash account (11) or the chosen branch account, its entries and balances, the
 * audit row, and the status Passed — all in the caller's database transaction, with the hawala row locked.
 */
export async function passHawala(tx: Transaction, id: number, input: PassHawalaInput, actor: CurrentUser, now = new Date()): Promise<PassHawalaResponse> {
  // The route asks the same; an approved request replayed later meets the maker's rights as they are then.
  if (!can(await grantsOfRole(tx, actor.role), 'pass-hawala')) throw new AppError(403, transactionMessages.postNotAllowed, 'transaction.postNotAllowed');
  const byBranch = input.byBranch ?? input.branchAccountId !== null;
  if (byBranch && input.branchAccountId === null) throw badRequest(hawalaMessages.branchAccountRequired, 'hawala.branchAccountRequired');

  const hawala = await lockHawalaDetail(tx, id);
  if (hawala.hawalaStatus === 'Passed') throw conflict(hawalaMessages.alreadyPassed, 'hawala.alreadyPassed');
  if (hawala.hawalaStatus === 'Cancelled') throw conflict(hawalaMessages.cancelledCannotPass, 'hawala.cancelledCannotPass');
  // A payout recovered by hand from the deleted list is a payout too: never a second one.
  if ((await livePayoutIds(tx, id)).length > 0) throw conflict(hawalaMessages.alreadyPassed, 'hawala.alreadyPassed');
  await refuseIfHeld(tx, importedHawalaParties(hawala));

  const [currency] = await tx.select().from(currencies).where(eq(currencies.code, hawala.currency));
  if (!currency) throw badRequest(hawalaMessages.currencyNotSetUp(hawala.currency), 'hawala.currencyNotSetUp', { currency: hawala.currency });
  // rAmount is what the receiver gets in the hawala's currency; `amount` is in the sender's (pounds), never a substitute.
  if (hawala.rAmount === null || new Money(hawala.rAmount).lte(0)) throw badRequest(hawalaMessages.noReceiverAmount, 'hawala.noReceiverAmount');
  const amount = toAmount(hawala.rAmount);

  // Past the passer's alone limit the payout is kept for an approver, as every posting is (docs/decisions.md, Approvals).
  await assertWithinAloneLimit(tx, actor, { transType: 'Hawala', currencyId: currency.id, dAmount: amount });
  const partner = await partnerAccount(tx, hawala);
  const paying = byBranch ? await branchAccount(tx, input.branchAccountId!, currency) : { id: CASH_ACCOUNT_ID };
  if (paying.id === partner.id) throw badRequest(hawalaMessages.payingIsSender, 'hawala.payingIsSender');

  const hawalaNo = hawala.hawalaNo || `TXN-${hawala.id}`;
  // The receiver's ID is kept on the hawala for their slip; the posting carries it for the cash rules (compliance-lctr).
  const receiverId = { receiverIdType: input.receiverIdType ?? null, receiverIdNumber: input.receiverIdNumber || null };
  await tx.update(hawalaDetails).set(receiverId).where(eq(hawalaDetails.id, hawala.id));
  const rate = hawala.exchangeRate !== null && new Money(hawala.exchangeRate).gt(0) ? toRate(hawala.exchangeRate) : '1';
  const legs = { transType: 'Hawala', outAccountId: partner.id, inAccountId: paying.id, currencyId: currency.id, cCurrencyId: currency.id, dAmount: amount, cAmount: amount } as const;
  const { row, dto } = await recordPosting(
    tx,
    await checkPosting(tx, 'HawalaPayout', { ...legs, exRate: rate }),
    {
      transType: legs.transType,
      transDescription: text(`Hawala ${hawalaNo} to ${hawala.receiverName || 'N/A'}`),
      cTransDescription: text(`Hawala ${hawalaNo} from ${hawala.senderName || 'Unknown'}`),
      hawalaId: hawala.id,
      partyIdType: receiverId.receiverIdType,
      partyIdNumber: receiverId.receiverIdNumber,
    },
    entriesFor(legs, () => {
      throw new Error('a hawala payout has no FX leg');
    }),
    actor,
    now,
    // The sink checks the posting limit and the partner's credit limit; an admin's reason is the override.
    { creditLimitOverride: input.overrideReason === undefined ? null : { reason: input.overrideReason, hawalaDetailsId: hawala.id } },
  );
  await setHawalaStatus(tx, hawala, 'Passed', row.id, actor, now);
  return { hawalaId: hawala.id, transactionId: row.id, hawalaStatus: 'Passed', message: hawalaMessages.passed, warnings: dto.warnings };
}
