import { useTranslation } from 'react-i18next';
import { Money, formatAmount, shopView, type AccountNature, type ExchangeDealWords } from '@sarafi/core';
import { cn } from '../../lib/cn';
import { amountCell } from '../books/books-format';

/** A zero debit or credit is left blank, as on a bank statement, so each line reads as one movement. */
export function Amount({ value }: { value: string }) {
  return <td className={amountCell}>{new Money(value).isZero() ? '' : formatAmount(value)}</td>;
}

/** A running balance as the shop reads it, with 'owed to' / 'owed by' for a customer or partner. */
export function RunningBalance({ stored, nature }: { stored: string; nature: AccountNature }) {
  const { t } = useTranslation();
  const figure = shopView(stored, nature);
  return (
    <td className={cn(amountCell, figure.alarming && 'text-destructive')} data-owed={figure.owed ?? 'none'}>
      <bdi dir="ltr">{formatAmount(figure.amount)}</bdi>
      {figure.owed && ' '}
      {figure.owed && (
        <span className="ms-1.5 text-xs text-muted-foreground" title={t(`shopBalance.owedHint.${figure.owed}`)}>
          {t(`shopBalance.owed.${figure.owed}`)}
        </span>
      )}
    </td>
  );
}


/** An exchange's whole deal under its narrative: one side's narrative alone tells half of it. */
export function DealWords({ deal }: { deal: ExchangeDealWords }) {
  const { t } = useTranslation();
  const amount = (value: string, code: string) => `${formatAmount(value)} ${code}`;
  return (
    <span className="block text-xs text-muted-foreground" data-testid="statement-deal">
      {t('statement.deal', { bought: amount(deal.bought, deal.boughtCurrency), rate: deal.rate, paid: amount(deal.paid, deal.paidCurrency) })}
    </span>
  );
}
