import { inArray } from 'drizzle-orm';
import { afnEquivalent, CASH_ACCOUNT_ID, type CaseDetail } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accounts, cashValuations } from '../../db/schema';
import { readAfnRate } from '../compliance-lctr/afn-rate';
import { caseTransactionRows } from './read-cases';
import { sideBySide } from '../../db/side-by-side';

/** A person or business the report names, with the KYC record's fields (docs/decisions.md, Know your customer). */
export interface StrParty {
  name: string;
  accountCode: string | null;
  fatherName: string | null;
  idType: string | null;
  idNumber: string | null;
  nationality: string | null;
  address: string | null;
  phone: string | null;
}

export interface StrTransaction {
  id: number;
  transDate: string | null;
  transType: string;
  amount: string;
  currencyCode: string | null;
  afnEquivalent: string | null;
  /** The other side: the account across from the case's account, a walk-in's name, or null for the shop's cash. */
  counterpart: string | null;
  user: string;
}

export interface StrDraft {
  detail: CaseDetail;
  parties: StrParty[];
  transactions: StrTransaction[];
}

const fullName = (a: { accountName: string; lastName: string | null }) => [a.accountName, a.lastName].filter(Boolean).join(' ');

type AccountRow = typeof accounts.$inferSelect;
const partyOf = (a: AccountRow): StrParty => ({
  name: fullName(a),
  accountCode: a.accountCode,
  fatherName: a.fatherName,
  // The KYC record's ID, else the tazkira number the older account form took (as the large cash report reads it).
  idType: a.idNumber ? a.idType : a.tazkiraNumber ? 'tazkira' : null,
  idNumber: a.idNumber ?? a.tazkiraNumber,
  nationality: a.nationality,
  address: a.address,
  phone: a.phone,
});

/**
 * The Suspicious Transaction Report's draft: the case, the parties (the case's account, every account its transactions
 * moved between but the shop's own, and walk-ins by what the counter took), and the transactions with their AFN
 * equivalent — as valued when posted for cash, else at today's board mid rate.
 */
export async function readStrDraft(db: Executor, detail: CaseDetail): Promise<StrDraft> {
  const rows = await caseTransactionRows(db, detail.transactionIds);
  const accountIds = [...new Set([detail.accountId, ...rows.flatMap((r) => [r.inAccountId, r.outAccountId])].filter((id): id is number => id !== null))];
  const [named, valued] = await sideBySide(db, [
    () => (accountIds.length ? db.select().from(accounts).where(inArray(accounts.id, accountIds)) : []),
    () => (rows.length ? db.select().from(cashValuations).where(inArray(cashValuations.transactionId, rows.map((r) => r.id))) : []),
  ]);
  const account = (id: number | null) => named.find((a) => a.id === id && !a.isSystem);
  const parties: StrParty[] = [];
  const seen = new Set<string>();
  const addParty = (key: string, party: StrParty) => {
    if (seen.has(key)) return;
    seen.add(key);
    parties.push(party);
  };
  const subject = account(detail.accountId);
  if (subject) addParty(`account:${subject.id}`, partyOf(subject));

  const transactions: StrTransaction[] = [];
  for (const row of rows) {
    const sides = [account(row.inAccountId), account(row.outAccountId)].filter((a): a is AccountRow => a !== undefined);
    for (const side of sides) addParty(`account:${side.id}`, partyOf(side));
    const cashSide = row.inAccountId === CASH_ACCOUNT_ID || row.outAccountId === CASH_ACCOUNT_ID;
    if (row.walkInName || row.partyIdNumber) {
      addParty(`walkIn:${row.partyIdNumber ?? row.walkInName}`, {
        name: row.walkInName ?? '',
        accountCode: null,
        fatherName: null,
        idType: row.partyIdType,
        idNumber: row.partyIdNumber,
        nationality: null,
        address: null,
        phone: row.walkInPhone,
      });
    }
    const across = sides.filter((a) => a.id !== detail.accountId);
    const counterpart = across.length > 0 ? across.map(fullName).join(' → ') : cashSide ? (row.walkInName ?? null) : null;
    const cash = valued.find((v) => v.transactionId === row.id);
    const equivalent = cash ? cash.afnEquivalent : row.currencyId === null ? null : afnEquivalent(row.dAmount, await readAfnRate(db, row.currencyId));
    transactions.push({ id: row.id, transDate: row.transDate, transType: row.transType, amount: row.dAmount, currencyCode: row.currencyCode, afnEquivalent: equivalent, counterpart, user: row.userCreated ?? '' });
  }
  return { detail, parties, transactions };
}

