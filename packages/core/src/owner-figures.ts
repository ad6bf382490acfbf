import { overShortAccountCodePrefix } from './books/trial-balance';
import { commissionAccountCodePrefix, fxAccountCodePrefix, fxProfitAccountCodePrefix } from './ledger/account-nature';
import { can, type Grants } from './permissions';

/**
 * What the owner keeps to himself (docs/decisions.md 'Owner-only figures'): an exchange deal's realised profit
 * (`fx-reports`) and the figures of the system accounts that hold his books, FX positions, FX profit and loss,
 * commission income and cash over/short (`system-accounts`). The other system accounts are the clerks' working
 * accounts: the drawer (account 11) and the hawalas to assign. The server applies `ownerView` to every JSON answer
 * and `mayReadAccount` to every read of one account.
 */

/** The owner's system accounts, one per currency each, created as they are first needed. */
export const ownerAccountCodePrefixes = [fxAccountCodePrefix, fxProfitAccountCodePrefix, commissionAccountCodePrefix, overShortAccountCodePrefix] as const;

/** Staff codes are the server's numbers, so a code with one of these prefixes always names a system account. */
export const isOwnerAccountCode = (code: string) => ownerAccountCodePrefixes.some((prefix) => code.startsWith(prefix));

export const isOwnerAccount = (account: { accountCode: string; isSystem: boolean }) => account.isSystem && isOwnerAccountCode(account.accountCode);

/**
 * False answers a read of this account with 404, as if it did not exist. `grants` are the role's as the owner stored
 * them (a role name reads the shipped defaults).
 */
export const mayReadAccount = (grants: Grants | string, account: { accountCode: string; isSystem: boolean }) =>
  !isOwnerAccount(account) || can(grants, 'system-accounts');

/** Fields kept from roles without `fx-reports`, wherever they appear (a transaction, its history snapshots). */
const profitField = 'realisedProfit';

type Json = unknown;

const isPlainObject = (value: Json): value is Record<string, Json> => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/** An account as any answer names one: a list row, a statement's head, a transaction's debit or credit account. */
const namesOwnerAccount = (value: Json) => isPlainObject(value) && typeof value.accountCode === 'string' && isOwnerAccountCode(value.accountCode);

/** A transaction history change line ({ field, old, new }) of a kept field. */
const isProfitChange = (value: Json) => isPlainObject(value) && value.field === profitField && 'old' in value && 'new' in value;

/**
 * One answer as a role with `grants` may see it (the stored grants; a role name reads the shipped defaults): without
 * `fx-reports` no `realisedProfit` key and no history change of it; without
 * `system-accounts` a list leaves out every row naming a system account but the drawer, and a single reference to
 * one (a searched transaction's debit or credit account) reads null. Other values pass unchanged; nothing is mutated.
 */
export function ownerView(grants: Grants | string, payload: Json): Json {
  const seesProfit = can(grants, 'fx-reports');
  const seesSystem = can(grants, 'system-accounts');
  if (seesProfit && seesSystem) return payload;
  const kept = (value: Json) => (!seesSystem && namesOwnerAccount(value)) || (!seesProfit && isProfitChange(value));
  const walk = (value: Json): Json => {
    if (Array.isArray(value)) return value.filter((item) => !kept(item)).map(walk);
    if (!isPlainObject(value)) return value;
    const out: Record<string, Json> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (!seesProfit && key === profitField) continue;
      out[key] = !seesSystem && namesOwnerAccount(inner) ? null : walk(inner);
    }
    return out;
  };
  return walk(payload);
}
