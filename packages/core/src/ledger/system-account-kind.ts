import { overShortAccountCodePrefix } from '../books/trial-balance';
import { CASH_ACCOUNT_ID } from '../contract/transactions';
import { commissionAccountCodePrefix, fxAccountCodePrefix, fxProfitAccountCodePrefix, toAssignAccountCodePrefix } from './account-nature';

/**
 * The shop's own system accounts, that a screen or a printed paper names in the reader's words rather than by their
 * stored English names (docs/decisions.md, Web and i18n): the drawer, and one account per currency of each other kind.
 */
export type SystemAccountKind = 'cash' | 'fxPosition' | 'fxIncome' | 'commissionIncome' | 'toAssign' | 'overShort';

const prefixes: [string, SystemAccountKind][] = [
  [fxAccountCodePrefix, 'fxPosition'],
  [fxProfitAccountCodePrefix, 'fxIncome'],
  [commissionAccountCodePrefix, 'commissionIncome'],
  [toAssignAccountCodePrefix, 'toAssign'],
  [overShortAccountCodePrefix, 'overShort'],
];

/** The drawer's code: its id, as the first start seeds it; account codes are unique, so no staff account takes it. */
const cashAccountCode = String(CASH_ACCOUNT_ID);

/**
 * Which system account a code names, and its currency ('COMM-AFN': commission income in AFN; the drawer, which holds
 * every currency, has none); null for every other account. Staff codes are the server's numbers, so these prefixes
 * only ever name system accounts.
 */
export function systemAccountOf(code: string | null | undefined): { kind: SystemAccountKind; currency: string | null } | null {
  if (!code) return null;
  if (code === cashAccountCode) return { kind: 'cash', currency: null };
  const match = prefixes.find(([prefix]) => code.startsWith(prefix));
  return match ? { kind: match[1], currency: code.slice(match[0].length) } : null;
}
