import { currencySymbol, formatAmount } from '@sarafi/core';
import { cn } from '../../lib/cn';

/**
 * An amount as core's `formatMoney` writes it ('؋ -1,250.00'), for screens: each part is a bidi isolate, since next
 * to a right-to-left sign such as ؋ the digits would otherwise be reordered and the sign would jump sides.
 * `symbol` may be the currency's code or its symbol.
 */
export function MoneyText({ amount, symbol, className }: { amount: string; symbol: string; className?: string }) {
  return (
    <span dir="ltr" className={cn('tabular-nums', className)}>
      <bdi>{currencySymbol(symbol)}</bdi> <bdi>{formatAmount(amount)}</bdi>
    </span>
  );
}
