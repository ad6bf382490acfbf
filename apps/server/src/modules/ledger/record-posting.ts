import type { CurrentUser, EntryLine } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { transactions } from '../../db/schema';
import { shopToday } from '../../lib/shop-day';
import { refuseClosedDays } from '../books/day-lock';
import { assertNotBeyondPostingWindow } from '../books/future-date';
import { applyEntries } from './apply-entries';
import { auditCtes } from './audit-transaction';
import type { CheckedPosting } from './check-document';
import type { Mover } from './move-balances';
import { toTransactionDto } from './transaction-dto';
import { cashTillFor, onTill } from '../tills/shift-cash';
import { checkIdExpiry } from '../kyc/posting-id-check';
import { recordCashCompliance } from '../compliance-lctr/cash-compliance';

/**
 * A document's own fields beside its legs; who and when are the signed-in user and now, whatever a client sent. The
 * legs (accounts, currencies, amounts, rate) are the checked posting's.
 */
export type PostingValues = Omit<
  typeof transactions.$inferInsert,
  | 'id'
  | 'transDateTime'
  | 'userCreated'
  | 'dateCreated'
  | 'userModified'
  | 'dateModified'
  | 'createdAt'
  | 'updatedAt'
  | 'outAccountId'
  | 'inAccountId'
  | 'currencyId'
  | 'cCurrencyId'
  | 'dAmount'
  | 'cAmount'
  | 'exRate'
  | 'tillShiftId'
>;

/** What a posting path decided beyond the document: a credit-limit override. */
export type PostingDecisions = Pick<Mover, 'creditLimitOverride'>;

/**
 * Every posting — a clerk's document, a hawala's payout or send, a commission run, a day close's over/short — is
 * written here, inside the caller's database transaction, and only once its kind's rule passed it (`checkPosting`):
 * dated by the shop's day unless the document names one, refused in a closed day, an account's expired ID warned of or
 * refused (modules/kyc/posting-id-check.ts), then the row with the checked legs,
 * its audit and journal rows (audit-transaction.ts) and its entries with their balances through the sink (last, so the balance row locks are held only
 * until commit). An undo (a refund, a reversal) is one for the sink too. The cash of a clerk with an open shift moves
 * their till in place of the safe (`cashTillFor`): the legs still name cash 11, the row keeps the shift.
 */
export async function recordPosting(
  tx: Transaction,
  posting: CheckedPosting,
  values: PostingValues,
  entries: EntryLine[],
  actor: CurrentUser,
  now: Date,
  decisions: PostingDecisions = {},
) {
  if (!(posting.rule.storedAs as readonly string[]).includes(values.transType)) {
    throw new Error(`a ${posting.rule.kind} posting is not stored as ${values.transType}`);
  }
  const { outAccountId, inAccountId, currencyId, cCurrencyId, dAmount, cAmount, exRate } = posting.legs;
  const transDate = values.transDate ?? shopToday(now);
  refuseClosedDays(posting.closedThrough, transDate);
  await assertNotBeyondPostingWindow(tx, transDate, now);
  const warnings = await checkIdExpiry(tx, posting, now);
  const till = await cashTillFor(tx, posting.rule, posting.legs, actor, posting.till);
  const [row] = await tx
    .insert(transactions)
    .values({
      ...values,
      outAccountId,
      inAccountId,
      currencyId,
      cCurrencyId,
      dAmount,
      cAmount,
      exRate,
      tillShiftId: till?.shiftId ?? null,
      transDate,
      transDateTime: now,
      userCreated: actor.username,
      dateCreated: now,
      userModified: actor.username,
      dateModified: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await recordCashCompliance(tx, row!, posting.rule.kind, posting.undo, true, posting.cashCompliance);
  const tillOf = till && { id: till.tillId, name: till.tillName };
  const moved = onTill(entries, till?.accountId);
  const audit = auditCtes({ transactionId: row!.id, action: 'create', newValues: toTransactionDto(row!, null, tillOf), entries: moved, actor, now });
  const mover = { actor, now, ...decisions, undo: posting.undo, postingLimits: posting.postingLimits };
  const { deal, journalId } = await applyEntries(tx, row!.id, moved, transDate, mover, audit);
  return { row: row!, dto: { ...toTransactionDto(row!, deal, tillOf), warnings }, journalId: journalId ?? 0 };
}
