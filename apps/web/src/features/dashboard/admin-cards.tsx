import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Banknote, DollarSign } from 'lucide-react';
import { currencySymbol, normaliseDecimal } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { MoneyText } from '../../components/ui/money-text';
import { notify } from '../../components/ui/toaster';
import { LoadError } from '../shell/status-pages';
import type { DateRange } from './date-range';
import { useCashShopBalance, useHawalaTotalUsd } from './dashboard-queries';
import { useDateFormat } from '../../lib/use-date-format';
import { ShopBalanceText } from '../balances/shop-balance-text';

/** docs/architecture.md, Screens, Dashboard (admin only; the request itself is made for admins only). */
export function TotalUsdCard({ range }: { range: DateRange }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const total = useHawalaTotalUsd(range, true);
  // The days summed, as the server chose them: the range shown, else this shop month (docs/decisions.md, Dashboard).
  const usdPeriod = ({ fromDate, toDate }: { fromDate: string | null; toDate: string | null }) =>
    fromDate && toDate
      ? t('dashboard.admin.usdPeriod.between', { from: format.date(fromDate), to: format.date(toDate) })
      : fromDate
        ? t('dashboard.admin.usdPeriod.from', { from: format.date(fromDate) })
        : toDate
          ? t('dashboard.admin.usdPeriod.until', { to: format.date(toDate) })
          : t('dashboard.admin.usdPeriod.all');
  useEffect(() => {
    if (total.isError) notify.error(t('dashboard.admin.totalUsdFailed'));
  }, [total.isError, total.errorUpdatedAt, t]);
  return (
    <Card className="border-s-4 border-s-blue-500" data-testid="total-usd">
      <h2 className="flex items-center gap-2 font-semibold">
        <DollarSign className="h-5 w-5 text-blue-600" aria-hidden />
        {t('dashboard.admin.totalUsd')}
      </h2>
      {total.data ? (
        <>
          <MoneyText amount={total.data.totalUsd} symbol="USD" className="mt-2 block text-2xl font-bold text-blue-700" />
          <p className="text-sm font-medium">{total.data.partnerName === null
              ? t('dashboard.admin.totalUsdByCode', { code: total.data.senderCode })
              : t('dashboard.admin.totalUsdBy', { name: total.data.partnerName })}</p>
          <p className="mt-1 text-xs text-muted-foreground">
            {t('dashboard.admin.totalUsdRule', { count: total.data.count, code: total.data.senderCode, period: usdPeriod(total.data) })}
          </p>
        </>
      ) : total.isError ? (
        <p className="mt-2 text-sm text-destructive">{t('dashboard.admin.totalUsdFailed')}</p>
      ) : (
        <div aria-hidden>
          <p className="mt-2 h-8 animate-pulse rounded bg-muted" />
          <p className="h-5" />
          <p className="mt-1 h-4" />
        </div>
      )}
    </Card>
  );
}

/**
 * docs/architecture.md, Screens, Dashboard: per currency, as the shop reads it (docs/architecture.md, Where we differ from the original product): positive when the drawer
 * holds cash, red only when more went out than came in.
 */
export function CashAtShopCard() {
  const { t } = useTranslation();
  const cash = useCashShopBalance(true);
  // docs/architecture.md, Wire fields: a row whose balance is not a number is skipped.
  const rows = (cash.data ?? []).flatMap((row) => {
    const balance = normaliseDecimal(row.currentbalance);
    return balance === null ? [] : [{ ...row, balance }];
  });
  return (
    <Card data-testid="cash-at-shop">
      <h2 className="mb-1 flex items-center gap-2 font-semibold">
        <Banknote className="h-5 w-5 text-green-600" aria-hidden />
        {t('dashboard.admin.cashAtShop')}
      </h2>
      {cash.isError ? (
        <LoadError error={cash.error} onRetry={() => void cash.refetch()} />
      ) : cash.isPending ? (
        <p className="h-16 animate-pulse rounded bg-muted" />
      ) : rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{t('dashboard.admin.noCash')}</p>
      ) : (
        <ul className="divide-y divide-border">
          {rows.map((row) => (
            <li key={row.currencyid} data-currency={row.currency} className="flex items-center justify-between py-1">
              <span className="text-sm text-muted-foreground">{row.currency}</span>
              <ShopBalanceText stored={row.balance} nature={row.nature} symbol={currencySymbol(row.currency)} className="font-semibold" />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
