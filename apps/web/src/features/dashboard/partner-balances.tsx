import { useTranslation } from 'react-i18next';
import { Landmark } from 'lucide-react';
import { currencySymbol, type DashboardSettings } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { MoneyText } from '../../components/ui/money-text';
import { cn } from '../../lib/cn';
import { LoadError } from '../shell/status-pages';
import { usePartnerBalances } from './dashboard-queries';
import { isNegative } from './format';

/**
 * SPEC §2.4's balance widgets of the designated partner account (GET /api/{balanceName}-balance): one per
 * currency row, blue when the balance is 0 or more, red when negative.
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
            const negative = isNegative(row.totalBalance);
            return (
              <li key={`${row.accountCode}-${row.currencyCode}`}>
                <Card className={cn('border-s-4', negative ? 'border-s-red-500 bg-red-50' : 'border-s-blue-500 bg-blue-50')} data-negative={negative}>
                  <MoneyText
                    amount={row.totalBalance}
                    symbol={currencySymbol(row.currencySymbol || row.currencyCode)}
                    className={cn('block text-2xl font-bold', negative ? 'text-red-600' : 'text-blue-700')}
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
