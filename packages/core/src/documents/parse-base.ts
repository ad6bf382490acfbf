import type { TransactionDocument } from '../contract/transactions';
import type { IssueSink, RawDocument } from './document-rule';

/** Reports a refusal under its field and gives no document: each parse stops at its first problem (the order in docs/architecture.md, Validation). */
export function refuse(issues: IssueSink, message: string, path: string): null {
  issues.addIssue({ code: 'custom', message, path: [path] });
  return null;
}

/** What every parsed document carries from its body as given. */
export const baseOf = <T extends TransactionDocument['transType']>(transType: T, raw: RawDocument) => ({
  transType,
  transDescription: raw.transDescription || null,
  transDate: raw.transDate ?? null,
  confirmUnitRate: raw.confirmUnitRate === true,
  creditLimitOverride: raw.creditLimitOverride === true,
});

/** The legs of a document that moves one amount of one currency from one account to another (vouchers, transfers). */
export const oneCurrencyLegs = (outAccountId: number, inAccountId: number, currencyId: number, amount: string) => ({
  outAccountId,
  inAccountId,
  currencyId,
  cCurrencyId: currencyId,
  dAmount: amount,
  cAmount: amount,
  exRate: '1',
});
