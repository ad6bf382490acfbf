import { formatAmount } from '@sarafi/core';
import { cn } from '../../lib/cn';

/**
 * A decimal-string amount with its currency symbol, 2 decimals, en-US grouping. Each part is a bidi isolate: next
 * to a right-to-left sign such as ؋ the digits would otherwise be reordered and the sign would jump sides.
 */
export function MoneyText({ amount, symbol, className }: { amount: string; symbol: string; className?: string }) {
  return (
    <span dir="ltr" className={cn('tabular-nums', className)}>
      <bdi>{symbol}</bdi> <bdi>{formatAmount(amount)}</bdi>
    </span>
  );
}
