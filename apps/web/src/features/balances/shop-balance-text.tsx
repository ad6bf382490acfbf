import { useTranslation } from 'react-i18next';
import { shopView, type AccountNature } from '@sarafi/core';
import { MoneyText } from '../../components/ui/money-text';
import { cn } from '../../lib/cn';

interface ShopBalanceTextProps {
  /** The balance in the ledger's stored sign, as the API sends it. */
  stored: string;
  nature: AccountNature;
  symbol: string;
  /** Classes of the amount when nothing is wrong; a figure that is wrong for the shop is always red. */
  className?: string;
}

/**
 * A balance as the shop reads it (docs/architecture.md, How balances read, `shopView` in core): cash positive when the drawer
 * holds it, customers and partners with 'owed to' / 'owed by' (له / علیه) after the amount. Red only when the
 * figure is wrong for the shop.
 */
export function ShopBalanceText({ stored, nature, symbol, className }: ShopBalanceTextProps) {
  const { t } = useTranslation();
  const figure = shopView(stored, nature);
  return (
    <span
      className="inline-flex flex-wrap items-baseline gap-x-1.5"
      data-alarming={figure.alarming}
      data-owed={figure.owed ?? 'none'}
      title={figure.alarming ? t('shopBalance.negativeCash') : undefined}
    >
      <MoneyText amount={figure.amount} symbol={symbol} className={cn(className, figure.alarming && 'text-red-600')} />
      {/* A space, so the figure reads (and copies) as '125,000.00 owed to'. */}
      {figure.owed && ' '}
      {figure.owed && (
        <span className="text-xs font-medium text-muted-foreground" title={t(`shopBalance.owedHint.${figure.owed}`)}>
          {t(`shopBalance.owed.${figure.owed}`)}
        </span>
      )}
      {figure.alarming && <span className="sr-only">{t('shopBalance.negativeCash')}</span>}
    </span>
  );
}
