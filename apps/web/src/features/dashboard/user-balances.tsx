import { useTranslation } from 'react-i18next';
import { Banknote } from 'lucide-react';
import { currencySymbol } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { LoadError } from '../shell/status-pages';
import { useAccount11Balances } from './dashboard-queries';
import { ShopBalanceText } from '../balances/shop-balance-text';

/** docs/architecture.md, Screens, Dashboard; Roles and permissions: a regular user sees the shop's cash, the balances of account 11, per currency, as the shop reads them. */
export function CashBalancesCard() {
  const { t } = useTranslation();
  const balances = useAccount11Balances(true);
  const rows = balances.data ?? [];
  return (
    <Card data-testid="cash-balances">
      <h2 className="mb-3 flex items-center gap-2 font-semibold">
        <Banknote className="h-5 w-5 text-green-600" aria-hidden />
        {t('dashboard.userBalances.cash')}
      </h2>
      {balances.isError ? (
        <LoadError error={balances.error} onRetry={() => void balances.refetch()} />
      ) : balances.isPending ? (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4" aria-hidden>
          <li className="animate-pulse rounded-md border border-border bg-muted p-3">
            <span className="block h-4" />
            <span className="block h-7" />
          </li>
        </ul>
      ) : rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{t('dashboard.userBalances.empty')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {rows.map((row) => (
            <li key={row.currency} data-currency={row.currency} className="rounded-md border border-border bg-muted/30 p-3">
              <p className="text-xs text-muted-foreground">{row.currency}</p>
              <ShopBalanceText stored={row.balance} nature={row.nature} symbol={currencySymbol(row.currency)} className="text-xl font-bold text-blue-700" />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
