import { Money } from '@sarafi/core';
import { MoneyText } from '../../components/ui/money-text';
import { cn } from '../../lib/cn';

/** A profit in the base currency: green when the desk earned, red when it lost, plain at zero. */
export function ProfitText({ amount, code, className }: { amount: string; code: string; className?: string }) {
  const value = new Money(amount);
  return <MoneyText amount={amount} symbol={code} className={cn(value.isNegative() ? 'text-destructive' : !value.isZero() && 'text-green-700', className)} />;
}
