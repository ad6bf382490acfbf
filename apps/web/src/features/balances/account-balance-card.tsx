import { useTranslation } from 'react-i18next';
import { currencySymbol } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { LoadError } from '../shell/status-pages';
import { useAccountBalances } from '../dashboard/dashboard-queries';
import { ShopBalanceText } from './shop-balance-text';

/** View Account: the account's balance in each currency it holds, as the shop reads it (owed to / owed by). */
export function AccountBalanceCard({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation();
  const balances = useAccountBalances([accountCode]);
  return (
    <Card data-testid="account-balance">
      <h2 className="mb-3 font-semibold">{t('shopBalance.title')}</h2>
      {balances.isError ? (
        <LoadError error={balances.error} onRetry={() => void balances.refetch()} />
      ) : balances.isPending ? (
        <p className="h-7 animate-pulse rounded bg-muted" aria-hidden />
      ) : (
        <ul className="flex flex-wrap gap-x-8 gap-y-2">
          {(balances.data ?? []).map((row) => (
            <li key={row.currencyCode} data-currency={row.currencyCode} className="flex items-baseline gap-2">
              <span className="text-sm text-muted-foreground">{row.currencyCode}</span>
              <ShopBalanceText stored={row.totalBalance} nature={row.nature} symbol={currencySymbol(row.currencyCode)} className="text-xl font-bold" />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
