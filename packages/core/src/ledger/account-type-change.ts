import type { accountTypes } from '../enums';

type AccountType = (typeof accountTypes)[number];

/**
 * Which rules an account type brings: a client (own-currency, the usual voucher side), a company (any currency, the
 * company voucher side), a partner (credit limits, settlements, commission) or a bank (an asset). Rules read an
 * account's type when it posts, so once it has postings its kind is fixed (docs/decisions.md, Accounts).
 */
const kindOfType: Record<AccountType, 'client' | 'company' | 'partner' | 'bank'> = {
  personal: 'client',
  business: 'client',
  customer: 'client',
  company: 'company',
  partner: 'partner',
  hawala_partner: 'partner',
  bank: 'bank',
};

/**
 * What changing an account's type takes: `free` before its first posting (or no change), `admin` (and a recorded
 * change) between types of one kind once it has postings, `locked` across kinds once it has postings.
 */
export function accountTypeChange(from: string, to: string, hasPostings: boolean): 'free' | 'admin' | 'locked' {
  if (from === to || !hasPostings) return 'free';
  const kind = (type: string) => kindOfType[type as AccountType] ?? type;
  return kind(from) === kind(to) ? 'admin' : 'locked';
}
