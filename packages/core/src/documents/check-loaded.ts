import { accountMessages } from '../contract/accounts';
import { transactionMessages } from '../contract/transactions';
import { screeningMessages } from '../contract/screening';
import type { DocumentFailure, DocumentLegs, DocumentRule, SideAccount, SideCurrency } from './document-rule';
import { isCash } from './sides';

export interface LoadedAccount extends SideAccount {
  accountStatus: string;
}

/** The rows the server found for a document's ids: a missing one is absent. */
export interface LoadedRows<A extends LoadedAccount, C extends SideCurrency> {
  out?: A;
  into?: A;
  currency?: C;
  cCurrency?: C;
}

export type CheckedRows<A extends LoadedAccount, C extends SideCurrency> = { ok: true; sides: { out: A; into: A; currency: C; cCurrency: C } } | { ok: false; failure: DocumentFailure };

export interface CheckOptions {
  /**
   * The posting undoes one that was checked when it was made (a sent hawala's refund, a commission's reversal): an
   * account made inactive since still takes its money back, as the sink lets an undo pass limits set since
   * (docs/architecture.md, The sink).
   */
  undo?: boolean;
}

/** The named account, or why the document may not name it. */
function namedAccount<A extends LoadedAccount>(rule: Pick<DocumentRule, 'systemAccounts'>, id: number, account: A | undefined, options: CheckOptions): A | DocumentFailure {
  const namable = !account?.isSystem || rule.systemAccounts === 'any' || (rule.systemAccounts === 'cash' && isCash(account));
  if (!account || !namable) return { code: 'account.idNotFound', message: accountMessages.idNotFound(id), params: { id } };
  if (account.accountStatus === 'active' || options.undo) return account;
  if (account.accountStatus === 'on_hold') return { code: 'compliance.accountOnHold', message: screeningMessages.accountOnHold(account.accountCode), params: { account: account.accountCode } };
  const params = { account: account.accountCode, status: account.accountStatus };
  return { code: 'account.notActive', message: accountMessages.notActive(params.account, params.status), params };
}

const isFailure = (value: object): value is DocumentFailure => 'code' in value && 'message' in value;

/**
 * Every rule that needs the named rows, in one place for the server: each account exists, is one the document may
 * name and is active (an undo's may have been deactivated since); both currencies exist; then the document's own rule
 * (`check`).
 */
export function checkLoadedDocument<A extends LoadedAccount, C extends SideCurrency>(
  rule: Pick<DocumentRule, 'systemAccounts' | 'check'>,
  doc: DocumentLegs,
  rows: LoadedRows<A, C>,
  options: CheckOptions = {},
): CheckedRows<A, C> {
  const out = namedAccount(rule, doc.outAccountId, rows.out, options);
  if (isFailure(out)) return { ok: false, failure: out };
  const into = namedAccount(rule, doc.inAccountId, rows.into, options);
  if (isFailure(into)) return { ok: false, failure: into };
  const { currency, cCurrency } = rows;
  if (!currency || !cCurrency) return { ok: false, failure: { code: 'transaction.currencyNotFound', message: transactionMessages.currencyNotFound } };
  const failure = rule.check(doc, { out, into, currency, cCurrency });
  return failure ? { ok: false, failure } : { ok: true, sides: { out, into, currency, cCurrency } };
}
