import { overShortAccountCodePrefix } from '../books/trial-balance';
import { commissionAccountCodePrefix, fxAccountCodePrefix, toAssignAccountCodePrefix } from './account-nature';

/** The shop's own system accounts, one per currency each, that a printed paper names in words rather than by code. */
export type SystemAccountKind = 'fxPosition' | 'commissionIncome' | 'toAssign' | 'overShort';

const prefixes: [string, SystemAccountKind][] = [
  [fxAccountCodePrefix, 'fxPosition'],
  [commissionAccountCodePrefix, 'commissionIncome'],
  [toAssignAccountCodePrefix, 'toAssign'],
  [overShortAccountCodePrefix, 'overShort'],
];

/**
 * Which system account a code names, and its currency ('COMM-AFN': commission income in AFN); null for every other
 * account. Staff codes are the server's numbers, so these prefixes only ever name system accounts.
 */
export function systemAccountOf(code: string | null | undefined): { kind: SystemAccountKind; currency: string } | null {
  if (!code) return null;
  const match = prefixes.find(([prefix]) => code.startsWith(prefix));
  return match ? { kind: match[1], currency: code.slice(match[0].length) } : null;
}
