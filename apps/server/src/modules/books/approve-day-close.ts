import { eq, sql } from 'drizzle-orm';
import {
  booksMessages,
  entriesFor,
  Money,
  overShortAccountCodePrefix,
  varianceVoucher,
  type ApproveDayCloseBody,
  type CurrentUser,
  type DayCloseCurrency,
} from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { dayCloses, dayClosePostings } from '../../db/schema';
import { AppError, conflict, notFound } from '../../lib/errors';
import { checkPosting } from '../ledger/check-document';
import { recordPosting } from '../ledger/record-posting';
import { systemAccountId } from '../ledger/system-account';
import { lockBooksState, setClosedThrough } from './books-state';
import { liveDayClose, toDayCloseDto } from './day-close-dto';
import { appendJournal } from '../journal/append-journal';
import { journalHead } from '../journal/journal-head';
import { readDayCloseSettings } from './day-close-settings';
import { assertMayClose, expectedCash } from './submit-day-close';
import { assertNoShiftOpenOn } from '../tills/shifts-of-day';

export const overShortAccount = (currency: { currencyId: number; currencyCode: string }) => ({
  code: `${overShortAccountCodePrefix}${currency.currencyCode}`,
  name: `Cash Over/Short ${currency.currencyCode}`,
  currencyId: currency.currencyId,
});

/**
 * An admin approves the pending count they reviewed, named by id and version: a recount or any change since then is
 * refused, so an approval never covers a count the admin has not seen (four eyes: not the clerk who counted, unless
 * the shop allows it and the close says so). The books must still expect what the clerk was shown; every variance is
 * booked against the currency's over/short account, dated that day, and the day is closed, all in one database
 * transaction.
 */
export async function approveDayClose(tx: Transaction, date: string, reviewed: ApproveDayCloseBody, actor: CurrentUser, now = new Date()) {
  const closedThrough = await lockBooksState(tx);
  const close = await liveDayClose(tx, date, 'pending');
  if (!close) {
    if (await liveDayClose(tx, date, 'approved')) throw conflict(booksMessages.alreadyCounted(date), 'books.alreadyCounted', { date });
    throw notFound(booksMessages.noPendingCount(date), 'books.noPendingCount', { date });
  }
  if (close.id !== reviewed.id || close.version !== reviewed.version) {
    throw conflict(booksMessages.changedSinceReview(date), 'books.changedSinceReview', { date });
  }
  const selfApproved = close.countedBy === actor.id;
  if (selfApproved && !(await readDayCloseSettings(tx)).allowSelfApproval) throw new AppError(403, booksMessages.fourEyes, 'books.fourEyes');
  await assertMayClose(tx, date, closedThrough, now);
  await assertNoShiftOpenOn(tx, date);

  const expected = await expectedCash(tx, date);
  const changed =
    close.currencies.some((c) => !new Money(expected.find((e) => e.currencyId === c.currencyId)?.expected ?? 0).equals(c.expected)) ||
    expected.some((e) => !new Money(e.expected).isZero() && !close.currencies.some((c) => c.currencyId === e.currencyId));
  if (changed) throw conflict(booksMessages.cashChanged(date), 'books.cashChanged', { date });

  const currencies: DayCloseCurrency[] = [];
  for (const line of close.currencies) {
    const voucher = varianceVoucher(line.variance, await systemAccountId(tx, overShortAccount(line)));
    if (!voucher) {
      currencies.push(line);
      continue;
    }
    const narrative = `Day close ${date}: cash ${voucher.transType === 'Credit' ? 'over' : 'short'}`;
    const legs = { ...voucher, currencyId: line.currencyId, cCurrencyId: line.currencyId, cAmount: voucher.dAmount };
    const { row } = await recordPosting(
      tx,
      await checkPosting(tx, 'DayCloseVariance', { ...legs, exRate: '1' }),
      { transType: legs.transType, transDescription: narrative, cTransDescription: narrative, transDate: date },
      entriesFor(legs, () => 0),
      actor,
      now,
    );
    await tx.insert(dayClosePostings).values({ transactionId: row.id, dayCloseId: close.id });
    currencies.push({ ...line, varianceTransactionId: row.id });
  }
  const head = await journalHead(tx);
  const [approved] = await tx
    .update(dayCloses)
    .set({
      status: 'approved',
      version: sql`${dayCloses.version} + 1`,
      currencies,
      approvedBy: actor.id,
      approvedByName: actor.username,
      approvedAt: now,
      selfApproved,
      // The head as chained when the day closes (the chainer lags commits by under a second): printed on the report.
      journalHead: head?.hash ?? null,
      journalPosition: head?.position ?? null,
      updatedAt: now,
    })
    .where(eq(dayCloses.id, close.id))
    .returning();
  await setClosedThrough(tx, date, now);
  const dto = toDayCloseDto(approved!);
  await appendJournal(tx, { kind: 'dayClose.approve', entity: 'dayClose', entityId: close.id, actor, payload: dto, at: now });
  return dto;
}
