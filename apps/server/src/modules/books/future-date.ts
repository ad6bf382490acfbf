import { booksMessages } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { shopToday } from '../../lib/shop-day';
import { readDayCloseSettings } from './day-close-settings';

const dayMs = 86_400_000;

/** The calendar day `days` after a YYYY-MM-DD day (UTC arithmetic on a date without a time: no zone shifts it). */
const daysAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/**
 * Refuses a posting dated after the shop's today, or after the few days ahead an admin allows: such a posting counts
 * in balances and credit checks at once, yet appears in no cash book until its day and its day cannot be closed
 * before it comes (docs/decisions.md, "No postings dated in the future").
 */
export async function assertNotBeyondPostingWindow(tx: Executor, transDate: string, now: Date) {
  if (transDate <= shopToday(now)) return;
  const latest = await latestPostingDay(tx, now);
  if (transDate > latest) throw badRequest(booksMessages.dateBeyondWindow(transDate, latest), 'books.dateBeyondWindow', { date: transDate, latest });
}

/** The last shop day a posting may be dated now: today, or as many days ahead as an admin allows. */
export const latestPostingDay = async (db: Executor, now: Date) => daysAfter(shopToday(now), (await readDayCloseSettings(db)).postingDaysAhead);
