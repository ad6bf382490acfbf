import { useTranslation } from 'react-i18next';
import { currencySymbol, type PartnerPosition } from '@sarafi/core';
import { cn } from '../../lib/cn';
import { ShopBalanceText } from '../balances/shop-balance-text';
import { LimitBar } from './limit-bar';

interface PartnerHoldingsProps {
  position: PartnerPosition | null;
  /** The currency a form is about to move, marked in the list. */
  currencyId?: number | null;
  className?: string;
}

/**
 * Every currency a partner holds a position or a credit limit in, as it stands now: owed to / owed by (the shop's view)
 * and the limit beside it, so a clerk sees the limit before a pass or a settlement is refused, not after.
 */
export function PartnerHoldings({ position, currencyId, className }: PartnerHoldingsProps) {
  const { t } = useTranslation();
  if (!position) return null;
  return (
    <section aria-label={t('partners.holdings.title')} data-testid="partner-holdings" className={cn('rounded-md border border-border px-3 py-2 text-sm', className)}>
      <h3 className="mb-1 text-xs font-medium text-muted-foreground">{t('partners.holdings.title')}</h3>
      {position.currencies.length === 0 ? (
        <p className="text-muted-foreground">{t('partners.noBalances')}</p>
      ) : (
        <table className="w-full">
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th className="text-start font-medium">{t('partners.currency')}</th>
              <th className="text-end font-medium">{t('partners.holdings.now')}</th>
              <th className="ps-4 text-start font-medium">{t('partners.holdings.limit')}</th>
            </tr>
          </thead>
          <tbody>
            {position.currencies.map((c) => (
              <tr key={c.currencyId} data-currency={c.currency} className={cn(c.currencyId === currencyId && 'bg-muted/60 font-medium')}>
                <td className="py-1">{c.currency}</td>
                <td className="py-1 text-end">
                  <ShopBalanceText stored={c.current} nature="liability" symbol={currencySymbol(c.currency)} className="font-medium" />
                </td>
                <td className="py-1 ps-4">
                  <LimitBar current={c.current} limit={c.creditLimit} currency={c.currency} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
