import type { PartyIdType } from '../contract/compliance-lctr';
import type { z } from 'zod';
import { can, type Grants, type Permission } from '../permissions';
import type { CatalogueErrorCode } from '../contract/error-codes';
import type { TransactionDocument } from '../contract/transactions';
import type { transactionTypes } from '../enums';

/** Every kind of document that posts. Two stored types hold two kinds each: see `documentKindOf`. */
export const documentRuleKinds = ['Debit', 'Credit', 'Transfer', 'Exchange', 'Settlement', 'HawalaPayout', 'HawalaSent', 'Commission', 'DayCloseVariance', 'TillCash'] as const;
export type DocumentKind = (typeof documentRuleKinds)[number];

/** What a user may do to a document: post it, change or remove it from the transaction screens, or reverse it. */
export const documentActions = ['post', 'edit', 'delete', 'recover', 'reverse'] as const;
export type DocumentAction = (typeof documentActions)[number];

/** The account fields a document's rules read. */
export interface SideAccount {
  id: number;
  accountCode: string;
  accountType: string;
  currencyId: number;
  isSystem: boolean;
}

export interface SideCurrency {
  id: number;
  code: string;
}

/** The rows a document names, loaded by the server: out-account with its currency, in-account with its (selling) currency. */
export interface LoadedSides {
  out: SideAccount;
  into: SideAccount;
  currency: SideCurrency;
  cCurrency: SideCurrency;
}

/** A refusal: the catalogue code, its English words and the values they were built from (for the translation). */
export interface DocumentFailure {
  code: CatalogueErrorCode;
  message: string;
  params?: Record<string, string | number>;
}

/** The legs every posting has, whoever posts it. */
export type DocumentLegs = Pick<TransactionDocument, 'outAccountId' | 'inAccountId' | 'currencyId' | 'cCurrencyId' | 'dAmount' | 'cAmount' | 'exRate'> &
  Partial<Pick<TransactionDocument, 'confirmUnitRate'>>;

/** The raw request fields of a clerk's document (POST /api/transactions, PUT /api/transactions/{id}). */
export interface RawDocument {
  transType: string;
  transDescription?: string | null;
  cTransDescription?: string | null;
  currencyId?: string | number | null;
  cCurrencyId?: string | number | null;
  dAmount?: string | number | null;
  cAmount?: string | number | null;
  exRate?: string | number | null;
  inAccountId?: string | number | null;
  outAccountId?: string | number | null;
  transDate?: string | null;
  confirmUnitRate?: boolean;
  creditLimitOverride?: boolean;
  walkInName?: string | null;
  walkInPhone?: string | null;
  partyIdType?: PartyIdType | null;
  partyIdNumber?: string | null;
}

/** A parse reports the first problem under its field, as the form shows it; zod's refinement context is one such sink. */
export type IssueSink = Pick<z.RefinementCtx, 'addIssue'>;

export interface DocumentRule {
  kind: DocumentKind;
  /** The types stored on its transaction rows (a day-close variance is a Credit or a Debit voucher). */
  storedAs: readonly (typeof transactionTypes)[number][];
  /**
   * Who may do what: the permission an action needs, or null when the transaction screens never do it (a hawala payout
   * changes with its hawala, a commission posting only by reversing its run, a day-close variance with its day). A
   * screen's edit, delete or recover writes the kind's money again, so it needs the kind's own post permission too
   * (docs/decisions.md, Documents: one rule object per type).
   */
  permissions: Record<DocumentAction, Permission | null>;
  /**
   * Which system accounts a side may name: none, only the shop's cash (11), or any (the hawala's, the commission's
   * and the day close's own accounts).
   */
  systemAccounts: 'none' | 'cash' | 'any';
  /**
   * True when the kind's cash side is the safe itself (a day close's over/short, the tills' own moves); otherwise a
   * clerk's open shift puts its till in place of the safe (docs/decisions.md, Tills and shifts).
   */
  safeItself?: boolean;
  /** The request body read into a document; only the kinds a clerk types on a transaction screen have one. */
  parse?: (raw: RawDocument, issues: IssueSink) => TransactionDocument | null;
  /** The rules that need the named rows: which sides, account types and currencies the document allows. */
  check: (doc: DocumentLegs, sides: LoadedSides) => DocumentFailure | null;
}

/**
 * A rule as the server and the web ask it: `documentRule('Debit').may(grants, 'edit')`. A role name stands for its
 * shipped grants; the server and the screens pass the role's grants as the owner set them.
 */
export interface DocumentRuleOf extends DocumentRule {
  may: (grants: Grants | string, action: DocumentAction) => boolean;
}

/** Editing, deleting and recovering from the transaction screens need the owner's right to do so, beside the kind's own. */
const screenChange: Partial<Record<DocumentAction, Permission>> = {
  edit: 'edit-transactions',
  delete: 'delete-transactions',
  recover: 'recover-transactions',
};

export function defineRule(rule: DocumentRule): DocumentRuleOf {
  return {
    ...rule,
    may: (grants, action) => {
      const permission = rule.permissions[action];
      const change = screenChange[action];
      return permission !== null && can(grants, permission) && (change === undefined || can(grants, change));
    },
  };
}
