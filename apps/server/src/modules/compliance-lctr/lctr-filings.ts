import { eq, lte } from 'drizzle-orm';
import { complianceMessages, nthBusinessDayOfMonth, previousMonth, reportMonthRange, type CurrentUser, type FileLctrBody, type LctrFiling, type LctrReminder } from '@sarafi/core';
import type { Executor, Transaction } from '../../db/client';
import { lctrFilings, transactions, users } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { shopToday } from '../../lib/shop-day';
import { readHolidays } from '../compliance-settings/compliance-settings';

/** The report is due by this business day of the next month (docs/decisions.md, Compliance: deadlines in business days). */
const dueBusinessDay = 10;

export async function readLctrFiling(db: Executor, month: string): Promise<LctrFiling | null> {
  const [row] = await db
    .select({ month: lctrFilings.month, filedAt: lctrFilings.filedAt, filedBy: users.username, reference: lctrFilings.reference })
    .from(lctrFilings)
    .leftJoin(users, eq(users.id, lctrFilings.filedBy))
    .where(eq(lctrFilings.month, month));
  return row ? { ...row, filedAt: row.filedAt.toISOString() } : null;
}

/** An admin marks a finished Gregorian month's report filed; the row keeps who and when. A month is filed once. */
export async function fileLctrMonth(tx: Transaction, body: FileLctrBody, actor: CurrentUser, now = new Date()): Promise<LctrFiling> {
  const thisMonth = shopToday(now).slice(0, 7);
  if (body.month >= thisMonth) throw badRequest(complianceMessages.monthNotOver(body.month), 'compliance.monthNotOver', { month: body.month });
  const inserted = await tx.insert(lctrFilings).values({ month: body.month, filedAt: now, filedBy: actor.id, reference: body.reference }).onConflictDoNothing().returning({ id: lctrFilings.id });
  if (inserted.length === 0) throw conflict(complianceMessages.alreadyFiled(body.month), 'compliance.alreadyFiled', { month: body.month });
  return (await readLctrFiling(tx, body.month))!;
}

/** Whether the shop had any posting dated on or before `day`: a month before the shop's first posting has no report to file. */
async function inUseBy(db: Executor, day: string): Promise<boolean> {
  const [posting] = await db.select({ id: transactions.id }).from(transactions).where(lte(transactions.transDate, day)).limit(1);
  return posting !== undefined;
}

/**
 * The dashboard's reminder: from the month's first business day until last month's report is marked filed, with its due
 * date, the 10th business day (Fridays and the shop's holidays skipped). Null when nothing is due, and for a month
 * that ended before the shop's first posting: a new shop is not asked for reports of months it was not in use.
 */
export async function readLctrReminder(db: Executor, now = new Date()): Promise<LctrReminder> {
  const today = shopToday(now);
  const thisMonth = today.slice(0, 7);
  const holidays = await readHolidays(db);
  if (today < nthBusinessDayOfMonth(thisMonth, 1, holidays)) return null;
  const month = previousMonth(thisMonth);
  if (await readLctrFiling(db, month)) return null;
  if (!(await inUseBy(db, reportMonthRange(month, 'gregorian').to))) return null;
  const dueDate = nthBusinessDayOfMonth(thisMonth, dueBusinessDay, holidays);
  return { month, dueDate, overdue: today > dueDate };
}
