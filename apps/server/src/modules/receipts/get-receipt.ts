import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { accountDisplayName, defaultReceiptContact, settlementDirectionOf, storedCashDirection, transactionMessages, type CurrentUser, type Receipt } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accounts, appSettings, approvalRequests, currencies, transactions } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { receiptBalances } from './receipt-balances';
import { receiptHawala } from './receipt-hawala';
import { issueCheckToken, readCheckKey } from '../receipt-checks/check-token';
import { latestJournalRowOf, printedDocumentOf } from '../receipt-checks/document-journal';
import { tillOfPosting, tillsOfShifts } from '../tills/posting-tills';

const debit = alias(accounts, 'debit_account');
const credit = alias(accounts, 'credit_account');
const creditCurrency = alias(currencies, 'credit_currency');

/** SPEC prints a fixed WhatsApp line; each shop has its own number, so it is a setting with SPEC's words as default. */
export const receiptContactKey = 'receipt_contact';

async function receiptContact(db: Executor): Promise<string> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, receiptContactKey));
  const parsed = z.string().safeParse(row?.value);
  return parsed.success ? parsed.data : defaultReceiptContact;
}

/** The approver of the request that made or last changed this posting, if one did. */
async function approvedBy(db: Executor, transactionId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: approvalRequests.deciderName })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.transactionId, transactionId), eq(approvalRequests.status, 'approved')))
    .orderBy(desc(approvalRequests.decidedAt))
    .limit(1);
  return row?.name ?? null;
}

/** The till whose cash the document moved in the safe's place (docs/decisions.md, Tills and shifts); null for the safe. */
async function tillNameOf(db: Executor, tillShiftId: number | null): Promise<string | null> {
  return tillOfPosting(await tillsOfShifts(db, [tillShiftId]), tillShiftId)?.name ?? null;
}

/**
 * The receipt of any live transaction, first print or reprint alike: the out-account is the debit side, the
 * in-account the credit side; the balances are those right after this transaction. The viewer decides whether a
 * sent hawala's secret code is on it. The check token names the journal row of the state it prints; `origin` is the
 * address the clerk reached the app by, which the QR code opens.
 */
export async function getReceipt(db: Executor, id: number, viewer: CurrentUser, origin: string): Promise<Receipt> {
  const [row] = await db
    .select({ t: transactions, debit, credit, currency: currencies.code, cCurrency: creditCurrency.code })
    .from(transactions)
    .leftJoin(debit, eq(debit.id, transactions.outAccountId))
    .leftJoin(credit, eq(credit.id, transactions.inAccountId))
    .leftJoin(currencies, eq(currencies.id, transactions.currencyId))
    .leftJoin(creditCurrency, eq(creditCurrency.id, transactions.cCurrencyId))
    .where(eq(transactions.id, id));
  if (!row) throw notFound(transactionMessages.notFound, 'transaction.notFound');
  const hawala = await receiptHawala(db, row.t, viewer);
  const checkToken = issueCheckToken(await readCheckKey(db), await latestJournalRowOf(db, await printedDocumentOf(db, row.t)));
  return {
    id: row.t.id,
    trans_type: row.t.transType,
    trans_date: row.t.transDate,
    debitaccountname: row.debit ? accountDisplayName(row.debit) : null,
    debitaccountcode: row.debit?.accountCode ?? null,
    creditaccountname: row.credit ? accountDisplayName(row.credit) : null,
    creditaccountcode: row.credit?.accountCode ?? null,
    d_amount: row.t.dAmount,
    c_amount: row.t.cAmount,
    currency: row.currency,
    commission: hawala?.slip.commission ?? '0.00',
    trans_description: row.t.transDescription,
    username: row.t.userCreated,
    contact: await receiptContact(db),
    c_currency: row.cCurrency,
    ex_rate: row.t.exRate,
    c_trans_description: row.t.cTransDescription,
    trans_date_time: row.t.transDateTime?.toISOString() ?? null,
    balances: await receiptBalances(db, row.t.id, hawala?.hiddenAccounts),
    hawala: hawala?.slip ?? null,
    settlement: row.t.transType === 'Settlement' && row.credit ? { direction: settlementDirectionOf(row.credit) } : null,
    cash_direction: storedCashDirection(row.t),
    walk_in_name: row.t.walkInName,
    walk_in_phone: row.t.walkInPhone,
    approved_by: await approvedBy(db, row.t.id),
    checkToken,
    checkUrl: `${origin}/check/${checkToken}`,
    till_name: await tillNameOf(db, row.t.tillShiftId),
  };
}
