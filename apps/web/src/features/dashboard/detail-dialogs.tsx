import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toRate, type AccountListItem, type Currency } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { LoadError, Spinner } from '../shell/status-pages';
import { VirtualRows } from '../search/virtual-rows';
import { accountsKey, accountsStaleTime } from '../accounts/account-queries';
import { currenciesKey } from '../currencies/use-currencies';

interface DetailDialogProps {
  open: boolean;
  onClose: () => void;
}

function CloseRow({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 flex justify-end">
      <Button variant="outline" onClick={onClose}>
        {t('common.close')}
      </Button>
    </div>
  );
}

const accountColumns = ['accountCode', 'currency', 'accountName', 'lastName', 'phone', 'fatherName'] as const;

/** docs/architecture.md, Screens, Dashboard: every account, windowed so a few thousand rows stay quick. */
export function AccountDetailsDialog({ open, onClose }: DetailDialogProps) {
  const { t } = useTranslation();
  const accounts = useQuery<AccountListItem[]>({ queryKey: accountsKey, enabled: open, staleTime: accountsStaleTime });
  const rows = accounts.data ?? [];
  const na = (value: string | number | null) => (value === null || value === '' ? t('dashboard.health.na') : String(value));
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t('dashboard.health.accountsTitle', { count: rows.length })} wide>
      {accounts.isPending ? (
        <Spinner />
      ) : accounts.isError ? (
        <LoadError error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : rows.length === 0 ? (
        <p className="py-10 text-center text-sm text-muted-foreground">{t('dashboard.health.noAccounts')}</p>
      ) : (
        <VirtualRows
          items={rows}
          columns={accountColumns.map((c) => t(`dashboard.health.accountColumns.${c}`))}
          grid="5rem 6rem minmax(8rem,1.4fr) minmax(6rem,1fr) minmax(7rem,1fr) minmax(6rem,1fr)"
          rowHeight={40}
          maxHeight="min(500px, 60vh)"
          minWidth="46rem"
          rowKey={(account) => account.id}
          renderCells={(account) =>
            accountColumns.map((column) => (
              <span role="cell" key={column} className={column === 'accountCode' ? 'truncate font-mono' : 'truncate'} title={na(account[column])}>
                {na(account[column])}
              </span>
            ))
          }
        />
      )}
      <CloseRow onClose={onClose} />
    </Dialog>
  );
}

/** docs/architecture.md, Screens, Dashboard: symbol, code, name and the rate against the dollar. */
export function CurrencyDetailsDialog({ open, onClose }: DetailDialogProps) {
  const { t } = useTranslation();
  const currencies = useQuery<Currency[]>({ queryKey: currenciesKey, enabled: open });
  const rows = currencies.data ?? [];
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t('dashboard.health.currenciesTitle', { count: rows.length })}>
      {currencies.isPending ? (
        <Spinner />
      ) : currencies.isError ? (
        <LoadError error={currencies.error} onRetry={() => void currencies.refetch()} />
      ) : rows.length === 0 ? (
        <p className="py-10 text-center text-sm text-muted-foreground">{t('dashboard.health.noCurrencies')}</p>
      ) : (
        <ul className="max-h-[500px] divide-y divide-border overflow-y-auto rounded-md border border-border">
          {rows.map((currency) => (
            <li key={currency.id} data-code={currency.code} className="flex items-center gap-3 p-3 text-sm">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-muted text-lg font-semibold">{currency.symbol}</span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">
                  {currency.code} <span className="font-normal text-muted-foreground">{currency.name}</span>
                </span>
                <span className="block text-xs text-muted-foreground tabular-nums">
                  {t('dashboard.health.rate', { rate: toRate(currency.exchangeRate), code: currency.code })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <CloseRow onClose={onClose} />
    </Dialog>
  );
}
