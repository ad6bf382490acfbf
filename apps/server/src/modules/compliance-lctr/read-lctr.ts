import { and, asc, between, inArray, isNull, or, sql } from 'drizzle-orm';
import { CASH_ACCOUNT_ID, reportMonthRange, type LargeCashFlagsResponse, type LctrQuery, type LctrReport, type LctrRow } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accounts, cashValuations, hawalaDetails, hawalas, largeCashFlags, transactions } from '../../db/schema';
import { readComplianceSettings } from '../compliance-settings/compliance-settings';
import { readLctrFiling } from './lctr-filings';
import { sideBySide } from '../../db/side-by-side';

/** A month's report is read whole; past this many flags something is wrong with the thresholds, not the shop. */
const maxFlagsPerMonth = 20_000;

const isLive = (id: typeof largeCashFlags.transactionId | typeof largeCashFlags.linkedTransactionId) => sql`exists (select 1 from ${transactions} where ${transactions.id} = ${id})`;

/**
 * The month's flags whose transactions are all live (docs/decisions.md, Compliance: large cash transactions): a
 * deleted transaction drops out with its pair, a recovered one comes back with the flags it had.
 */
async function liveFlags(db: Executor, query: Pick<LctrQuery, 'month' | 'calendar'>) {
  const { from, to } = reportMonthRange(query.month, query.calendar);
  const flags = await db
    .select()
    .from(largeCashFlags)
    .where(and(between(largeCashFlags.transDate, from, to), isLive(largeCashFlags.transactionId), or(isNull(largeCashFlags.linkedTransactionId), isLive(largeCashFlags.linkedTransactionId))))
    .orderBy(asc(largeCashFlags.transDate), asc(largeCashFlags.id))
    .limit(maxFlagsPerMonth);
  return { from, to, flags };
}

export async function readLargeCashFlags(db: Executor, query: Pick<LctrQuery, 'month' | 'calendar'>): Promise<LargeCashFlagsResponse> {
  const { from, to, flags } = await liveFlags(db, query);
  return {
    from,
    to,
    flags: flags.map((f) => ({
      id: f.id,
      rule: f.rule as 'above' | 'twoDays',
      transactionId: f.transactionId,
      linkedTransactionId: f.linkedTransactionId,
      transDate: f.transDate,
      afnEquivalent: f.afnEquivalent,
      threshold: f.threshold,
      createdAt: f.createdAt.toISOString(),
    })),
  };
}

const fullName = (a: { accountName: string; lastName: string | null }) => [a.accountName, a.lastName].filter(Boolean).join(' ');

/** An account holder's ID as the report prints it: the KYC record's (docs/decisions.md, Know your customer), else the tazkira number. */
function accountId(account: { idType: string | null; idNumber: string | null; tazkiraNumber: string | null } | undefined) {
  if (account?.idNumber) return { idType: account.idType, idNumber: account.idNumber };
  return { idType: account?.tazkiraNumber ? 'tazkira' : null, idNumber: account?.tazkiraNumber ?? null };
}

/**
 * The monthly large cash transaction report: one line per transaction of each live flag (a two-day pair is two lines),
 * with the customer, their ID, the cash and its AFN equivalent as valued when flagged, the counterpart and the user.
 */
export async function readLctrReport(db: Executor, query: Pick<LctrQuery, 'month' | 'calendar'>): Promise<LctrReport> {
  const [{ from, to, flags }, settings, filing] = await sideBySide(db, [
    () => liveFlags(db, query),
    () => readComplianceSettings(db),
    () => (query.calendar === 'gregorian' ? readLctrFiling(db, query.month) : null),
  ]);
  const ids = [...new Set(flags.flatMap((f) => (f.linkedTransactionId === null ? [f.transactionId] : [f.linkedTransactionId, f.transactionId])))];
  if (ids.length === 0) return { month: query.month, calendar: query.calendar, from, to, threshold: settings.lctrThreshold, rows: [], filing };
  const [rows, values] = await sideBySide(db, [
    () => db.select().from(transactions).where(inArray(transactions.id, ids)),
    () => db.select().from(cashValuations).where(inArray(cashValuations.transactionId, ids)),
  ]);
  const sentIds = rows.flatMap((r) => (r.sentHawalaId === null ? [] : [r.sentHawalaId]));
  const payoutIds = rows.flatMap((r) => (r.hawalaId === 0 ? [] : [r.hawalaId]));
  const accountIds = [...new Set(rows.flatMap((r) => [r.inAccountId, r.outAccountId]).filter((id): id is number => id !== null))];
  const [sent, paid, people] = await sideBySide(db, [
    () => (sentIds.length ? db.select().from(hawalas).where(inArray(hawalas.id, sentIds)) : []),
    () => (payoutIds.length ? db.select().from(hawalaDetails).where(inArray(hawalaDetails.id, payoutIds)) : []),
    () => (accountIds.length ? db.select().from(accounts).where(inArray(accounts.id, accountIds)) : []),
  ]);
  const senderIds = sent.flatMap((h) => (h.senderAccountId === null || accountIds.includes(h.senderAccountId) ? [] : [h.senderAccountId]));
  const senders = senderIds.length ? await db.select().from(accounts).where(inArray(accounts.id, senderIds)) : [];
  const accountOf = (id: number | null) => [...people, ...senders].find((a) => a.id === id);

  const lineOf = (flag: (typeof flags)[number], id: number): LctrRow | null => {
    const row = rows.find((r) => r.id === id);
    const value = values.find((v) => v.transactionId === id);
    if (!row || !value) return null;
    const other = accountOf(row.outAccountId === CASH_ACCOUNT_ID ? row.inAccountId : row.outAccountId);
    const base = { flagId: flag.id, rule: flag.rule as 'above' | 'twoDays', transactionId: id, linkedTransactionId: flag.linkedTransactionId === id ? flag.transactionId : flag.linkedTransactionId };
    const money = { transDate: row.transDate ?? value.transDate, transType: row.transType, amount: value.amount, currencyCode: value.currencyCode, midRate: value.midRate, afnEquivalent: value.afnEquivalent, user: row.userCreated ?? '' };
    const hawala = sent.find((h) => h.id === row.sentHawalaId);
    if (hawala) {
      const sender = accountOf(hawala.senderAccountId);
      const id = hawala.senderIdNumber ? { idType: hawala.senderIdType, idNumber: hawala.senderIdNumber } : accountId(sender);
      return { ...base, ...money, customerName: hawala.senderName, fatherName: sender?.fatherName ?? null, ...id, counterpart: hawala.receiverName };
    }
    const payout = paid.find((h) => h.id === row.hawalaId);
    if (payout) {
      return { ...base, ...money, customerName: payout.receiverName ?? '', fatherName: null, idType: payout.receiverIdType ?? row.partyIdType, idNumber: payout.receiverIdNumber ?? row.partyIdNumber, counterpart: payout.senderName ?? '' };
    }
    if (row.partyIdNumber || !other || other.id === CASH_ACCOUNT_ID) {
      const counterpart = other && other.id !== CASH_ACCOUNT_ID ? fullName(other) : null;
      return { ...base, ...money, customerName: row.walkInName ?? '', fatherName: null, idType: row.partyIdType, idNumber: row.partyIdNumber, counterpart };
    }
    return { ...base, ...money, customerName: fullName(other), fatherName: other.fatherName, ...accountId(other), counterpart: null };
  };
  const lines = flags.flatMap((f) => (f.linkedTransactionId === null ? [f.transactionId] : [f.linkedTransactionId, f.transactionId]).map((id) => lineOf(f, id)));
  return { month: query.month, calendar: query.calendar, from, to, threshold: settings.lctrThreshold, rows: lines.filter((l): l is LctrRow => l !== null), filing };
}
