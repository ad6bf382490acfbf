import { z } from 'zod';
import { rawDocument, rawTransaction, type TransactionDocument } from '../contract/transactions';
import type { DocumentKind, DocumentRuleOf, RawDocument } from './document-rule';
import { commissionRule } from './commission';
import { creditRule } from './credit';
import { dayCloseVarianceRule } from './day-close-variance';
import { debitRule } from './debit';
import { exchangeRule } from './exchange';
import { hawalaPayoutRule } from './hawala-payout';
import { hawalaSentRule } from './hawala-sent';
import { settlementRule } from './settlement';
import { transferRule } from './transfer';
import { tillCashRule } from './till-cash';

export * from './document-rule';
export * from './fields';
export * from './check-loaded';
export * from './cash-direction';
export * from './moves-money-anew';
export { isPartnerAccount } from './sides';
export { isHawalaSenderAccount } from './hawala-payout';
export { maySettleAgainst, postSettlementBody, settlementAmountsAgree, settlementCounterAmount, settlementCurrencyIds, settlementDirectionOf, settlementDocument, type PostSettlementBody } from './settlement';

/** Every document that posts, by kind: how it is parsed, which sides it allows, who may do what to it. */
export const documentRules: Record<DocumentKind, DocumentRuleOf> = {
  Debit: debitRule,
  Credit: creditRule,
  Transfer: transferRule,
  Exchange: exchangeRule,
  Settlement: settlementRule,
  HawalaPayout: hawalaPayoutRule,
  HawalaSent: hawalaSentRule,
  Commission: commissionRule,
  DayCloseVariance: dayCloseVarianceRule,
  TillCash: tillCashRule,
};

export const documentRule = (kind: DocumentKind): DocumentRuleOf => documentRules[kind];

/** What the server knows of a stored transaction that tells its kind apart: the Hawala and voucher types hold two each. */
export interface StoredDocument {
  transType: string;
  /** Set on the postings of a hawala we send. */
  sentHawalaId?: number | null;
  /** True for a day close's variance voucher. */
  closePosting?: boolean;
  /** True for a till shift's own posting (docs/decisions.md, Tills and shifts). */
  tillPosting?: boolean;
}

/** The rule of a stored transaction; null for a type no posting makes any more. */
export function documentRuleOf(row: StoredDocument): DocumentRuleOf | null {
  if (row.transType === 'Hawala') return row.sentHawalaId == null ? hawalaPayoutRule : hawalaSentRule;
  if (row.tillPosting) return tillCashRule;
  if (row.closePosting && (row.transType === 'Debit' || row.transType === 'Credit')) return dayCloseVarianceRule;
  const byType: Record<string, DocumentRuleOf> = { Debit: debitRule, Credit: creditRule, Transfer: transferRule, Exchange: exchangeRule, Settlement: settlementRule, Commission: commissionRule };
  return Object.hasOwn(byType, row.transType) ? byType[row.transType]! : null;
}

/** A clerk's document read by its type's rule; the first problem is reported under its field. */
function parseDocument(raw: RawDocument & { transType: TransactionDocument['transType'] }, ctx: z.RefinementCtx): TransactionDocument {
  const rule = documentRules[raw.transType];
  return rule.parse?.(raw, ctx) ?? z.NEVER;
}

/** POST /api/transactions: the four documents a clerk types on the transaction screens. */
export const postTransactionBody = rawTransaction.transform(parseDocument);
export type PostTransactionBody = z.input<typeof postTransactionBody>;
/** The body of an edit: any stored document type a clerk changes, settlements included. */
export const documentBody = rawDocument.transform(parseDocument);
export type DocumentBody = z.input<typeof documentBody>;
