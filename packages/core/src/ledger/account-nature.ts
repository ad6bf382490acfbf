import { z } from 'zod';
import { CASH_ACCOUNT_ID } from '../contract/transactions';
import { accountTypes } from '../enums';
import { Money } from '../money/decimal';

/**
 * What a balance means to the shop (docs/architecture.md, How balances read). The ledger stores credit-positive amounts
 * (the in-account gains), so:
 * - asset: what the shop holds (cash at shop, bank accounts). Money in the drawer or the bank is stored negative.
 * - position: an FX position account, the balancing side of every exchange. Its stored balance is already the
 *   shop's net holding of that currency: positive after the shop bought it (long), negative after it sold (short).
 * - liability: customers, companies, partners, branches, hawalas to assign. Positive stored = the shop owes them.
 * - income: the shop's commission income from hawalas sent, and its realised FX profit and loss. Its stored balance is
 *   what the shop earned (a refund of a cancelled hawala takes it back; a loss is negative), so it reads as stored,
 *   like a position.
 */
export const accountNatures = ['asset', 'position', 'liability', 'income'] as const;
export type AccountNature = (typeof accountNatures)[number];
export const accountNatureSchema = z.enum(accountNatures);

export const fxAccountCodePrefix = 'FX-';
/** The system FX position account of one currency (one per currency, created with it). */
export const fxAccountCode = (currencyCode: string) => `${fxAccountCodePrefix}${currencyCode}`;

/** The system commission-income account of one currency (created with the first hawala sent in it). */
export const commissionAccountCodePrefix = 'COMM-';
export const commissionAccountCode = (currencyCode: string) => `${commissionAccountCodePrefix}${currencyCode}`;

/**
 * The system income account of realised FX profit and loss, in the base currency only (docs/decisions.md, Exchange
 * desk, 'FX profit in the books'): every deal's realised profit is booked to it against the base's FX position.
 */
export const fxProfitAccountCodePrefix = 'FXPL-';
export const fxProfitAccountCode = (baseCurrencyCode: string) => `${fxProfitAccountCodePrefix}${baseCurrencyCode}`;

/**
 * The system account holding, per currency, what is owed for sent hawalas no paying partner was chosen for yet
 * (docs/decisions.md 'Hawalas we send'): a liability, moved to the partner when the hawala is marked paid.
 */
export const toAssignAccountCodePrefix = 'HWA-';
export const toAssignAccountCode = (currencyCode: string) => `${toAssignAccountCodePrefix}${currencyCode}`;

/**
 * A till's cash account (docs/decisions.md, Tills and shifts): an asset like cash 11 (the safe), one per till, holding
 * every currency. `CLK-` is a clerk's own account of their till shortages: what they owe the shop, a liability read 'by'.
 */
export const tillAccountCodePrefix = 'TILL-';
export const tillAccountCode = (tillId: number) => `${tillAccountCodePrefix}${tillId}`;
export const clerkShortageAccountCodePrefix = 'CLK-';
export const clerkShortageAccountCode = (userId: string) => `${clerkShortageAccountCodePrefix}${userId}`;

type AccountType = (typeof accountTypes)[number];
/** Every staff account type is one the shop owes or is owed by; a new type (a bank) must choose here. */
const natureOfType: Record<AccountType, AccountNature> = {
  personal: 'liability',
  business: 'liability',
  customer: 'liability',
  company: 'liability',
  partner: 'liability',
  hawala_partner: 'liability',
  bank: 'asset',
};

const isAccountType = (value: string): value is AccountType => (accountTypes as readonly string[]).includes(value);

export interface NatureOf {
  id: number;
  accountCode: string;
  accountType: string;
  isSystem: boolean;
}

export function accountNature(account: NatureOf): AccountNature {
  if (account.isSystem && account.id === CASH_ACCOUNT_ID) return 'asset';
  if (account.isSystem && account.accountCode.startsWith(tillAccountCodePrefix)) return 'asset';
  if (account.isSystem && account.accountCode.startsWith(fxAccountCodePrefix)) return 'position';
  if (account.isSystem && account.accountCode.startsWith(commissionAccountCodePrefix)) return 'income';
  if (account.isSystem && account.accountCode.startsWith(fxProfitAccountCodePrefix)) return 'income';
  return isAccountType(account.accountType) ? natureOfType[account.accountType] : 'liability';
}

/** Who owes whom on a liability-nature account: 'to' = the shop owes them (له), 'by' = they owe the shop (علیه). */
export type Owed = 'to' | 'by';

export interface ShopFigure {
  /** Assets, positions and income: signed, positive when the shop holds or earned it. Liabilities: never negative, read with `owed`. */
  amount: string;
  /** Liabilities only; null for assets, positions and a settled (zero) balance. */
  owed: Owed | null;
  /** True only when the figure is wrong for the shop: a drawer holding less than nothing. Debts and short positions are business. */
  alarming: boolean;
}

/** The one presentation rule: a stored ledger balance as a person at the shop reads it. Stored signs never change. */
export function shopView(stored: string, nature: AccountNature): ShopFigure {
  const value = new Money(stored);
  if (nature === 'liability') {
    return { amount: value.abs().toFixed(2), owed: value.isZero() ? null : value.isPositive() ? 'to' : 'by', alarming: false };
  }
  // Money.neg() of zero is -0, which toFixed would print as '-0.00'.
  const held = nature === 'asset' && !value.isZero() ? value.neg() : value;
  return { amount: held.toFixed(2), owed: null, alarming: nature === 'asset' && held.isNegative() && !held.isZero() };
}
