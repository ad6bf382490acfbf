import { eq } from 'drizzle-orm';
import {
  afnEquivalent,
  cashSideOf,
  CASH_ACCOUNT_ID,
  complianceMessages,
  isReportableCashKind,
  missingPartyId,
  partyIdFieldsOf,
  partyKeyOf,
  type AfnRate,
  type ComplianceSettings,
  type DocumentKind,
} from '@sarafi/core';
import type { Transaction } from '../../db/client';
import type { transactions } from '../../db/schema';
import { cashValuations, hawalas } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { readComplianceSettings } from '../compliance-settings/compliance-settings';
import { readAfnRate } from './afn-rate';
import { clearLargeCashFlags, flagValuation } from './flag-large-cash';
import { refuseIfHeld } from '../screening/screen-names';
import { walkInCustomer } from '../screening/screened-records';

type TransactionRow = typeof transactions.$inferSelect;

/** What a posting's first read already found for these rules (ledger/check-document.ts): the rates of its currencies, the settings. */
export interface KnownCashCompliance {
  rates: ReadonlyMap<number, AfnRate>;
  settings: ComplianceSettings;
}

/** The account that stands for the party, if any: a sent hawala's sender, else the voucher's or exchange's other side. */
async function partyAccountId(tx: Transaction, row: TransactionRow): Promise<number | null> {
  if (row.sentHawalaId !== null) {
    const [hawala] = await tx.select({ senderAccountId: hawalas.senderAccountId }).from(hawalas).where(eq(hawalas.id, row.sentHawalaId));
    return hawala?.senderAccountId ?? null;
  }
  if (row.hawalaId !== 0) return null;
  const other = row.outAccountId === CASH_ACCOUNT_ID ? row.inAccountId : row.outAccountId;
  return other === CASH_ACCOUNT_ID ? null : other;
}

/**
 * The cash rules of a posting (docs/decisions.md, Compliance), in the caller's database transaction: the one hook of the
 * posting path (ledger/record-posting.ts) and of an edit. A cash voucher, exchange, hawala payout or send is valued at
 * the day's board mid rate (kept in cash_valuations with the rate); strictly above the walk-in threshold a walk-in (no
 * account stands for them) must have shown an ID (a coded 400 naming the field); then it is flagged for the large cash report. A
 * delete keeps its flags, which the reports read only while the transactions are live, so a recover brings them back.
 * A `fresh` row (just inserted by this transaction) has no flags or valuation yet to clear, so none is asked for;
 * `known` rates and settings, read with the posting's rows, are not asked for again.
 */
export async function recordCashCompliance(tx: Transaction, row: TransactionRow, kind: DocumentKind, undo = false, fresh = false, known?: KnownCashCompliance): Promise<void> {
  if (!fresh) await clearLargeCashFlags(tx, row.id);
  const cash = cashSideOf(row);
  if (undo || !isReportableCashKind(kind) || !cash || !row.transDate) {
    if (!fresh) await tx.delete(cashValuations).where(eq(cashValuations.transactionId, row.id));
    return;
  }
  // One after another: the transaction is one connection, which runs one query at a time anyway.
  const rate = known?.rates.get(cash.currencyId) ?? (await readAfnRate(tx, cash.currencyId));
  const settings = known?.settings ?? (await readComplianceSettings(tx));
  const accountId = await partyAccountId(tx, row);
  const equivalent = afnEquivalent(cash.amount, rate);
  // An account holder is known to the shop: their ID is the account's record (its KYC), so only a walk-in is asked.
  const missing = missingPartyId({ idType: row.partyIdType, idNumber: row.partyIdNumber }, accountId !== null, equivalent, settings.walkInIdThreshold, partyIdFieldsOf(kind));
  if (missing) throw badRequest(complianceMessages.walkInIdRequired(missing), 'compliance.walkInIdRequired', { field: missing });
  // A walk-in named at the counter is screened as every other party is; a listed name refuses the deal and leaves the
  // hit for review (docs/decisions.md, Compliance: sanctions screening).
  if (accountId === null && row.walkInName?.trim()) await refuseIfHeld(tx, [walkInCustomer(row.walkInName)]);

  const valuation = {
    transactionId: row.id,
    transDate: row.transDate,
    partyKey: row.partyIdNumber ? partyKeyOf({ idType: row.partyIdType, idNumber: row.partyIdNumber }) : partyKeyOf({ accountId }),
    currencyCode: rate.currencyCode,
    amount: cash.amount,
    midRate: rate.midRate,
    afnEquivalent: equivalent,
  };
  const write = tx.insert(cashValuations).values(valuation).onConflictDoUpdate({ target: cashValuations.transactionId, set: valuation });
  await flagValuation(tx, valuation, settings.lctrThreshold, write);
}
