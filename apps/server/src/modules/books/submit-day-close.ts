import { eq, inArray, sql } from 'drizzle-orm';
import { booksMessages, can, cashVariance, isDayClosed, currencyMessages, CASH_ACCOUNT_ID, countedTotal, denominationsOf, Money, type CurrentUser, type DayCloseCurrency, type SubmitDayCloseBody } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { currencies, dayCloses } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { currentShopTimeZone, shopToday } from '../../lib/shop-day';
import { earliestOpenDayBefore, lockBooksState } from './books-state';
import { liveDayClose, toDayCloseDto } from './day-close-dto';
import { appendJournal } from '../journal/append-journal';
import { readDayCloseSettings } from './day-close-settings';
import { cashBookIn } from './read-cash-book';
import { assertNoShiftOpenOn } from '../tills/shifts-of-day';
import { grantsOfRole } from '../roles/role-policy';

/** What the safe (cash 11; the tills are counted by their shifts) should hold at the end of the day, per currency, by the cash book. */
export async function expectedCash(tx: Transaction, date: string) {
  const book = await cashBookIn(tx, { from: date, to: date, cashAccountId: CASH_ACCOUNT_ID, shop: false }, currentShopTimeZone());
  return book.currencies.map((c) => ({ currencyId: c.currencyId, currencyCode: c.currencyCode, expected: c.closing }));
}

/** The days that may be counted: ended or today, not closed, and every earlier day with postings closed. */
export async function assertMayClose(tx: Transaction, date: string, closedThrough: string | null, now: Date) {
  if (date > shopToday(now)) throw conflict(booksMessages.dayInFuture(date), 'books.dayInFuture', { date });
  if (isDayClosed(date, closedThrough)) throw conflict(booksMessages.dayClosed(date), 'books.dayClosed', { date });
  const open = await earliestOpenDayBefore(tx, date, closedThrough);
  if (open) throw conflict(booksMessages.earlierDayOpen(open), 'books.earlierDayOpen', { date: open });
}

/**
 * A clerk's count of the drawer becomes a pending close: for each currency the notes counted, the total, what the
 * books expect and the variance. A new count of the same day supersedes a pending one it names; nothing posts until
 * approval, and only someone who approves day closes counts a pending day again. Counts take the books' state lock
 * like approvals and reopens, so two counts of a day (or a count and an approval) follow one another: the later one
 * is refused (409) unless it names the pending one, and never trips over the one-live-count index. Postings wait for
 * the count's few reads meanwhile; a day is counted once or twice.
 */
export async function submitDayClose(tx: Transaction, body: SubmitDayCloseBody, actor: CurrentUser, now = new Date()) {
  await assertMayClose(tx, body.date, await lockBooksState(tx), now);
  if (await liveDayClose(tx, body.date, 'approved')) throw conflict(booksMessages.alreadyCounted(body.date), 'books.alreadyCounted', { date: body.date });
  await assertNoShiftOpenOn(tx, body.date);

  const settings = await readDayCloseSettings(tx);
  const expected = await expectedCash(tx, body.date);
  const ids = body.counts.map((c) => c.currencyId);
  const counted = ids.length ? await tx.select({ id: currencies.id, code: currencies.code }).from(currencies).where(inArray(currencies.id, ids)) : [];
  const lines: DayCloseCurrency[] = body.counts.map((count) => {
    const currency = counted.find((c) => c.id === count.currencyId);
    if (!currency) throw badRequest(currencyMessages.notFound, 'currency.notFound');
    const notes = denominationsOf(settings, currency.code).map((n) => new Money(n));
    for (const d of count.denominations) {
      if (!notes.some((n) => n.equals(d.value))) throw badRequest(booksMessages.notANote(d.value, currency.code), 'books.notANote', { value: d.value, currency: currency.code });
    }
    const coins = new Money(count.coins ?? '0').toFixed(2);
    const total = countedTotal(count.denominations, coins);
    const books = expected.find((e) => e.currencyId === currency.id)?.expected ?? '0.00';
    return {
      currencyId: currency.id,
      currencyCode: currency.code,
      denominations: count.denominations.map((d) => ({ value: new Money(d.value).toFixed(), count: d.count })),
      coins,
      expected: books,
      counted: total,
      variance: cashVariance(books, total),
      varianceTransactionId: null,
    };
  });
  for (const e of expected) {
    if (!new Money(e.expected).isZero() && !lines.some((l) => l.currencyId === e.currencyId)) {
      throw badRequest(booksMessages.countMissing(e.currencyCode), 'books.countMissing', { currency: e.currencyCode });
    }
  }
  const pending = await liveDayClose(tx, body.date, 'pending');
  // A count sent for approval is in the approvers' hands: were a clerk free to count it again, each recount would
  // refuse the approval of the one an admin had just reviewed, and no count need ever be approved
  // (docs/decisions.md, Books and day close).
  if (pending && !can(await grantsOfRole(tx, actor.role), 'day-close-admin')) {
    throw conflict(booksMessages.recountNeedsApprover(body.date), 'books.recountNeedsApprover', { date: body.date });
  }
  // A recount names the pending count it replaces, as an approval names what it approves: a second count sent at the
  // same moment, or one from a screen that never showed the pending count, is refused rather than replacing it.
  if (pending && (pending.id !== body.supersedes?.id || pending.version !== body.supersedes.version)) {
    throw conflict(booksMessages.countPending(body.date), 'books.countPending', { date: body.date });
  }
  if (!pending && body.supersedes) throw conflict(booksMessages.changedSinceReview(body.date), 'books.changedSinceReview', { date: body.date });
  if (pending) {
    await tx
      .update(dayCloses)
      .set({ status: 'superseded', version: sql`${dayCloses.version} + 1`, updatedAt: now })
      .where(eq(dayCloses.id, pending.id));
  }
  const [row] = await tx
    .insert(dayCloses)
    .values({
      closeDate: body.date,
      status: 'pending',
      cashAccountId: CASH_ACCOUNT_ID,
      currencies: lines.sort((a, b) => a.currencyId - b.currencyId),
      countedBy: actor.id,
      countedByName: actor.username,
      countedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const dto = toDayCloseDto(row!);
  await appendJournal(tx, { kind: 'dayClose.submit', entity: 'dayClose', entityId: row!.id, actor, payload: dto, at: now });
  return dto;
}
