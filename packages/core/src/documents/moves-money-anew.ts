import Decimal from 'decimal.js';

/** The sides of a stored or an edited document: who, in which currency, how much. */
interface MoneyLegs {
  outAccountId: number | null;
  inAccountId: number | null;
  currencyId: number | null;
  cCurrencyId: number | null;
  dAmount: Decimal.Value;
  cAmount: Decimal.Value;
}

/**
 * Whether an edit moves money differently from the stored document: another account, currency or amount on either
 * side. An edit that leaves them alone (a narrative, a walk-in's phone) is no new money for an account, so the rules a
 * new posting meets for the people on it (an expired ID refused) do not stop it (docs/decisions.md, Compliance: know
 * your customer).
 */
export function movesMoneyAnew(stored: MoneyLegs, edited: MoneyLegs): boolean {
  return (
    stored.outAccountId !== edited.outAccountId ||
    stored.inAccountId !== edited.inAccountId ||
    stored.currencyId !== edited.currencyId ||
    stored.cCurrencyId !== edited.cCurrencyId ||
    !new Decimal(stored.dAmount).eq(edited.dAmount) ||
    !new Decimal(stored.cAmount).eq(edited.cAmount)
  );
}
