import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDownToLine, ArrowUpFromLine } from 'lucide-react';
import { cashDirections, type CashDirection } from '@sarafi/core';
import { cn } from '../../lib/cn';

interface CashDirectionChoiceProps {
  value: CashDirection | null;
  /** Absent on an edit: a stored voucher keeps its type, so the direction shown follows the account chosen. */
  onChange?: (direction: CashDirection) => void;
}

/**
 * Which way the cash goes, in the shop's words (docs/decisions.md 'Cash direction in the shop's words'): cash in (the
 * customer pays in) or cash out (paid to the customer). The form derives the Debit or Credit wire form from it.
 */
export function CashDirectionChoice({ value, onChange }: CashDirectionChoiceProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="space-y-1" data-testid="cash-direction">
      <legend className="mb-1 text-sm font-medium">{t('transactions.cash.direction')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {cashDirections.map((direction) => {
          const Icon = direction === 'in' ? ArrowDownToLine : ArrowUpFromLine;
          return (
            <label
              key={direction}
              className={cn(
                'flex items-start gap-2 rounded-md border border-border p-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5',
                onChange ? 'cursor-pointer' : 'opacity-80',
              )}
            >
              <input
                type="radio"
                name={name}
                value={direction}
                className="mt-1"
                data-testid={`cash-${direction}`}
                checked={value === direction}
                disabled={!onChange}
                onChange={() => onChange?.(direction)}
              />
              <Icon className={cn('mt-0.5 size-4 shrink-0', direction === 'in' ? 'text-emerald-700' : 'text-amber-700')} aria-hidden />
              <span>
                <span className="block font-medium">{t(`transactions.cash.${direction}`)}</span>
                <span className="block text-xs text-muted-foreground">{t(`transactions.cash.${direction}Hint`)}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
