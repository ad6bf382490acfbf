import { z } from 'zod';
import { approvalReasonField, calendarDate, creditLimitOverrideField } from './common';
import { formMessages } from './form-messages';

export const settlementDirections = ['received', 'paid'] as const;
export type SettlementDirection = (typeof settlementDirections)[number];

export const settlementMessages = {
  partnerRequired: 'Partner is required',
  counterAccountRequired: 'Counter account is required',
  directionRequired: 'Direction must be received or paid',
  sameAccount: 'The partner and the counter account must be different',
  counterCurrencyRequired: 'The other currency is required',
  partnerSideRequired: 'A settlement is made with a partner: one of its accounts must be a partner or hawala partner account',
  notPartner: (account: string) => `Account ${account} is not a partner or hawala partner account`,
  counterNotAllowed: (account: string) => `Account ${account} cannot settle a partner: use cash (11), a bank account or another partner`,
  counterAmountMismatch: (expected: string, amount: string, currency: string, rate: string) =>
    `The settled amount must be ${expected} for ${amount} ${currency} at ${rate}`,
  noPosition: (account: string, currency: string) =>
    `Partner ${account} holds no ${currency} position: settle in its own currency or one it owes, is owed or has a credit limit in`,
} as const;

const idInput = z.union([z.number(), z.string()]).nullish();
const decimalInput = z.union([z.string(), z.number()]).nullish();

/** A settlement as the clerk states it; the server turns it into a ledger document (`settlementDocument`). */
export interface SettlementInput {
  partnerAccountId: number;
  counterAccountId: number;
  direction: SettlementDirection;
  /** The partner's currency and the amount of it settled. */
  currencyId: number;
  amount: string;
  /** The currency the counter account gives or takes: the partner's own unless the settlement crosses currencies. */
  counterCurrencyId: number;
  /** '1' within one currency; otherwise the pair's rate in the one convention of money/exchange.ts. */
  rate: string;
  narrative: string;
  transDate: string | null;
  /** An admin's explicit decision to post past a partner's credit limit (false when the body did not say). */
  creditLimitOverride: boolean;
}

/** POST /api/settlements as the browser sends it; read by the Settlement rule (documents/settlement.ts). */
export const rawSettlement = z.object({
  partnerAccountId: idInput,
  counterAccountId: idInput,
  direction: z.string().nullish(),
  currencyId: idInput,
  amount: decimalInput,
  counterCurrencyId: idInput.describe('Set only when the counter account settles in another currency than the partner’s'),
  rate: decimalInput.describe('Required with counterCurrencyId: the pair’s rate, quoted as the Exchange screen quotes it'),
  narrative: z.string().trim().max(255, formMessages.tooLong).nullish(),
  transDate: calendarDate(formMessages.dateShape, formMessages.dateInvalid).nullish(),
  creditLimitOverride: creditLimitOverrideField,
  approvalReason: approvalReasonField,
});
