import { Money, normaliseDecimal, toAmount } from '../money/decimal';
import type { AccountNature } from './account-nature';

/** Which side of a posting an account is on: the in-account gains, the out-account loses (docs/architecture.md, Ledger). */
export type PostingSide = 'in' | 'out';

/** What a form is about to post to one account: a currency, a side and the amount as typed ('' or junk while typing). */
export interface PostingLeg {
  currencyCode: string;
  side: PostingSide;
  amount: string;
}

/** An account's stored balance in one currency, as the balance endpoints send it. */
export interface CurrencyBalance {
  currencyCode: string;
  totalBalance: string;
  nature: AccountNature;
}

export interface BalancePreviewRow {
  currencyCode: string;
  nature: AccountNature;
  /** Stored sign, like the ledger: read it through `shopView`. */
  now: string;
  /** The stored balance once this posting lands; null in the currencies it does not touch, or while the amount is not one. */
  after: string | null;
}

/**
 * The account's balances per currency with the balance after the posting the form holds, in stored signs (the
 * screens read both through `shopView`). A currency the account has never held starts from zero. The amount is
 * read by the one parser and rounded half-up to cents, as the posting will be.
 */
export function previewBalances(balances: readonly CurrencyBalance[], leg: PostingLeg | null, nature: AccountNature): BalancePreviewRow[] {
  const rows: BalancePreviewRow[] = balances.map((b) => ({ currencyCode: b.currencyCode, nature: b.nature, now: b.totalBalance, after: null }));
  const amount = leg ? normaliseDecimal(leg.amount) : null;
  if (!leg || amount === null || !new Money(amount).gt(0)) return rows;
  let row = rows.find((r) => r.currencyCode === leg.currencyCode);
  if (!row) {
    row = { currencyCode: leg.currencyCode, nature, now: toAmount(0), after: null };
    rows.push(row);
  }
  const moved = new Money(toAmount(amount));
  row.after = toAmount(leg.side === 'in' ? new Money(row.now).plus(moved) : new Money(row.now).minus(moved));
  return rows;
}
