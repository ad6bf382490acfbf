import { formatAmount } from '@sarafi/core';
import { MoneyText } from '../../components/ui/money-text';
import { cn } from '../../lib/cn';

/**
 * An imported hawala's Amount, in its sending partner's currency (docs/decisions.md, Hawala import). With no partner
 * account for its sender code the currency is unknown, and the figure stands alone rather than under a wrong sign.
 */
export function SenderAmount({ amount, currency, className }: { amount: string; currency: string | null | undefined; className?: string }) {
  if (currency) return <MoneyText amount={amount} symbol={currency} className={className} />;
  return (
    <span dir="ltr" className={cn('tabular-nums', className)}>
      <bdi>{formatAmount(amount)}</bdi>
    </span>
  );
}
