import { Money, toAmount, type MoneyValue } from '../money/decimal';
import type { ReconLine, ReconOutcome } from './reconcile';

export interface ReconGroupTotal {
  count: number;
  amount: string;
}

/** Per currency: how many lines fell in each group and what they add up to (in the shop's sign). */
export interface ReconCurrencyTotals {
  currency: string;
  matched: ReconGroupTotal;
  /** Mismatched lines: our amounts and theirs, each summed. */
  mismatched: { count: number; ours: string; theirs: string };
  onlyTheirs: ReconGroupTotal;
  onlyOurs: ReconGroupTotal;
}

/**
 * Why the two closing balances differ, per currency. `explained` is what the unmatched lines account for: our lines
 * they lack, less their lines we lack, plus our side of each mismatch less theirs. With their closing balance,
 * `unexplained` is what is left of the difference (0 when it adds up); without it, `expectedTheirClosing` is the
 * balance their sheet should end on.
 */
export interface ReconBalance {
  currency: string;
  ourClosing: string;
  theirClosing: string | null;
  difference: string | null;
  explained: string;
  unexplained: string | null;
  expectedTheirClosing: string;
}

const zero = () => new Money(0);

function totalsOf(currency: string) {
  return { currency, matched: { count: 0, amount: zero() }, mismatched: { count: 0, ours: zero(), theirs: zero() }, onlyTheirs: { count: 0, amount: zero() }, onlyOurs: { count: 0, amount: zero() } };
}
type Running = ReturnType<typeof totalsOf>;

/** The totals of every group per currency, in currency order. Matched lines are counted and summed from our side. */
export function reconTotals(theirs: readonly ReconLine[], ours: readonly ReconLine[], outcome: ReconOutcome): ReconCurrencyTotals[] {
  const byCurrency = new Map<string, Running>();
  const of = (currency: string) => byCurrency.get(currency) ?? byCurrency.set(currency, totalsOf(currency)).get(currency)!;
  const add = (total: { count: number; amount: MoneyValue }, amount: string) => {
    total.count++;
    total.amount = total.amount.plus(amount);
  };
  for (const match of outcome.matched) for (const j of match.ours) add(of(ours[j]!.currency).matched, ours[j]!.amount);
  for (const { theirs: i, ours: j } of outcome.mismatched) {
    of(ours[j]!.currency).mismatched.count++;
    of(ours[j]!.currency).mismatched.ours = of(ours[j]!.currency).mismatched.ours.plus(ours[j]!.amount);
    of(theirs[i]!.currency).mismatched.theirs = of(theirs[i]!.currency).mismatched.theirs.plus(theirs[i]!.amount);
  }
  for (const i of outcome.onlyTheirs) add(of(theirs[i]!.currency).onlyTheirs, theirs[i]!.amount);
  for (const j of outcome.onlyOurs) add(of(ours[j]!.currency).onlyOurs, ours[j]!.amount);
  return [...byCurrency.values()]
    .sort((a, b) => a.currency.localeCompare(b.currency))
    .map((t) => ({
      currency: t.currency,
      matched: { count: t.matched.count, amount: toAmount(t.matched.amount) },
      mismatched: { count: t.mismatched.count, ours: toAmount(t.mismatched.ours), theirs: toAmount(t.mismatched.theirs) },
      onlyTheirs: { count: t.onlyTheirs.count, amount: toAmount(t.onlyTheirs.amount) },
      onlyOurs: { count: t.onlyOurs.count, amount: toAmount(t.onlyOurs.amount) },
    }));
}

/**
 * The balance explanation per currency of our closing balances and of the totals. `theirClosing` is in the shop's
 * sign already (turned round like their lines); a currency they give no closing balance for gets no difference.
 */
export function reconBalances(totals: readonly ReconCurrencyTotals[], ourClosing: ReadonlyMap<string, string>, theirClosing: ReadonlyMap<string, string>): ReconBalance[] {
  const currencies = [...new Set([...totals.map((t) => t.currency), ...ourClosing.keys(), ...theirClosing.keys()])].sort();
  return currencies.map((currency) => {
    const t = totals.find((x) => x.currency === currency);
    const explained = t ? new Money(t.onlyOurs.amount).minus(t.onlyTheirs.amount).plus(t.mismatched.ours).minus(t.mismatched.theirs) : zero();
    const ours = new Money(ourClosing.get(currency) ?? 0);
    const given = theirClosing.get(currency);
    const difference = given === undefined ? null : ours.minus(given);
    return {
      currency,
      ourClosing: toAmount(ours),
      theirClosing: given === undefined ? null : toAmount(given),
      difference: difference && toAmount(difference),
      explained: toAmount(explained),
      unexplained: difference && toAmount(difference.minus(explained)),
      expectedTheirClosing: toAmount(ours.minus(explained)),
    };
  });
}
