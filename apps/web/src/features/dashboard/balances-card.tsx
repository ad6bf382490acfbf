import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, Wallet, X } from 'lucide-react';
import { currencySymbol, type AccountBalanceRow } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { notify } from '../../components/ui/toaster';
import { LoadError } from '../shell/status-pages';
import { AddAccountDialog } from './add-account-dialog';
import { useAccountBalances } from './dashboard-queries';
import { ShopBalanceText } from '../balances/shop-balance-text';
import { useAccountCodes } from './use-account-codes';
import { useAccountName } from '../accounts/use-account-name';

/**
 * docs/architecture.md, Screens, Dashboard: 1 to 4 account codes chosen by the user (kept in this browser), each with its balances. An
 * account code held in several currencies has several rows, all shown in that code's card.
 */
export function BalancesCard() {
  const { t } = useTranslation();
  const accountName = useAccountName();
  const { codes, add, remove } = useAccountCodes();
  const [adding, setAdding] = useState(false);
  const balances = useAccountBalances(codes);
  const rowsOf = (code: string): AccountBalanceRow[] => (balances.data ?? []).filter((row) => row.accountCode === code);
  return (
    <Card data-testid="balances-card">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Wallet className="h-5 w-5 text-primary" aria-hidden />
          {t('dashboard.balances.title')}
        </h2>
        <Button size="sm" onClick={() => setAdding(true)}>
          <Plus className="h-4 w-4" aria-hidden />
          {t('dashboard.balances.add')}
        </Button>
      </div>
      {codes.length === 0 ? (
        <div className="py-8 text-center">
          <p className="font-medium">{t('dashboard.balances.empty')}</p>
          <p className="text-sm text-muted-foreground">{t('dashboard.balances.emptyHint')}</p>
        </div>
      ) : balances.isError ? (
        <LoadError error={balances.error} onRetry={() => void balances.refetch()} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {codes.map((code) => {
            const rows = rowsOf(code);
            return (
              <li key={code} data-code={code} className="relative rounded-md border border-border bg-muted/30 p-3">
                {codes.length > 1 && (
                  <button
                    type="button"
                    className="absolute end-2 top-2 rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-destructive"
                    aria-label={t('dashboard.balances.remove', { code })}
                    onClick={() => {
                      const change = remove(code);
                      if (change.ok) notify.success(change.message);
                      else notify.error(change.message);
                    }}
                  >
                    <X className="h-4 w-4" aria-hidden />
                  </button>
                )}
                {balances.isPending ? (
                  <p className="h-14 animate-pulse rounded bg-muted" />
                ) : rows.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{t('dashboard.balances.notFound')}</p>
                ) : (
                  <div className="space-y-1">
                    {rows.map((row) => (
                      <p key={row.currencyCode}>
                        <ShopBalanceText
                          stored={row.totalBalance}
                          nature={row.nature}
                          symbol={currencySymbol(row.currencySymbol || row.currencyCode)}
                          className="text-xl font-bold text-blue-700"
                        />
                      </p>
                    ))}
                    <p className="truncate text-sm font-medium">{accountName(code, rows[0]!.accountName)}</p>
                  </div>
                )}
                <p className="mt-1 text-xs text-muted-foreground">{t('dashboard.balances.code', { code })}</p>
              </li>
            );
          })}
        </ul>
      )}
      <AddAccountDialog
        open={adding}
        onOpenChange={setAdding}
        onAdd={async (code) => {
          const change = await add(code);
          if (change.ok) notify.success(change.message);
          return change;
        }}
      />
    </Card>
  );
}
