import { useTranslation } from 'react-i18next';
import { Landmark } from 'lucide-react';
import { currencySymbol, shopView, type DashboardSettings } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { LoadError } from '../shell/status-pages';
import { usePartnerBalances } from './dashboard-queries';
import { ShopBalanceText } from '../balances/shop-balance-text';

/**
 * SPEC §2.4's balance widgets of the designated partner account (GET /api/{balanceName}-balance): one per
 * currency row, read from the shop's side (owed to / owed by the partner); red only when that is wrong for the shop.
 */
export function PartnerBalances({ settings }: { settings: DashboardSettings | undefined }) {
  const { t } = useTranslation();
  const balances = usePartnerBalances(settings?.balanceName);
  const rows = balances.data ?? [];
  return (
    <section className="mb-6" aria-labelledby="partner-balances" data-testid="partner-balances">
      <h2 id="partner-balances" className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <Landmark className="h-5 w-5 text-primary" aria-hidden />
        {settings ? t('dashboard.partner.title', { name: settings.partnerName, code: settings.partnerAccountCode }) : t('app.loading')}
      </h2>
      {balances.isError ? (
        <LoadError error={balances.error} onRetry={() => void balances.refetch()} />
      ) : balances.isPending ? (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4" aria-hidden>
          <li>
            <Card className="animate-pulse border-s-4 bg-muted">
              <span className="block h-8" />
              <span className="mt-1 block h-5" />
            </Card>
          </li>
        </ul>
      ) : rows.length === 0 ? (
        <Card className="py-8 text-center text-muted-foreground">{t('dashboard.noData')}</Card>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {rows.map((row) => {
            const { alarming } = shopView(row.totalBalance, row.nature);
            return (
              <li key={`${row.accountCode}-${row.currencyCode}`}>
                <Card className={cn('border-s-4', alarming ? 'border-s-red-500 bg-red-50' : 'border-s-blue-500 bg-blue-50')}>
                  <ShopBalanceText
                    stored={row.totalBalance}
                    nature={row.nature}
                    symbol={currencySymbol(row.currencySymbol || row.currencyCode)}
                    className="block text-2xl font-bold text-blue-700"
                  />
                  <p className="mt-1 truncate text-sm text-muted-foreground" title={row.accountName}>
                    {row.accountName}
                  </p>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
