import { useTranslation } from 'react-i18next';
import { accountNature, currencySymbol, previewBalances, type NatureOf, type PostingLeg } from '@sarafi/core';
import { cn } from '../../lib/cn';
import { useAccountBalances } from '../dashboard/dashboard-queries';
import { ShopBalanceText } from './shop-balance-text';

interface PostingBalancesProps {
  /** The chosen account; nothing shows until there is one. */
  account: NatureOf | null;
  /** What the form is about to post to it; null shows the balances alone. */
  leg: PostingLeg | null;
  /** Names the account where the screen shows more than one; 'Balance' otherwise. */
  title?: string;
  /** Only the leg's currency (the drawer holds many; one voucher moves one). */
  legCurrencyOnly?: boolean;
  className?: string;
}

/**
 * Where the chosen account stands, per currency, and where it will stand once this posting lands (core's
 * `previewBalances`), both as the shop reads them. Read-only and out of the Tab order: the clerk reads it while typing.
 */
export function PostingBalances({ account, leg, title, legCurrencyOnly, className }: PostingBalancesProps) {
  const { t } = useTranslation();
  const balances = useAccountBalances(account ? [account.accountCode] : []);
  if (!account) return null;
  const stored = balances.data ?? [];
  const all = previewBalances(stored, balances.isPending ? null : leg, stored[0]?.nature ?? accountNature(account));
  const rows = legCurrencyOnly ? all.filter((row) => row.currencyCode === leg?.currencyCode) : all;
  return (
    <section aria-label={title ?? t('shopBalance.title')} data-testid="posting-balances" aria-live="polite" className={cn('rounded-md border border-border bg-muted/40 px-3 py-2 text-sm', className)}>
      {balances.isPending ? (
        <p className="h-5 animate-pulse rounded bg-muted" aria-hidden />
      ) : rows.length === 0 ? (
        <p className="text-muted-foreground">{t('shopBalance.none')}</p>
      ) : (
        <table className="w-full">
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th className="text-start font-medium">{title ?? t('shopBalance.title')}</th>
              <th className="text-end font-medium">{t('shopBalance.now')}</th>
              <th className="text-end font-medium">{t('shopBalance.after')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.currencyCode} data-currency={row.currencyCode}>
                <td className="py-0.5 text-muted-foreground">{row.currencyCode}</td>
                <td className="py-0.5 text-end" data-testid="balance-now">
                  <ShopBalanceText stored={row.now} nature={row.nature} symbol={currencySymbol(row.currencyCode)} className="font-medium" />
                </td>
                <td className="py-0.5 text-end" data-testid="balance-after">
                  {row.after === null ? (
                    <span className="text-muted-foreground">—</span>
                  ) : (
                    <ShopBalanceText stored={row.after} nature={row.nature} symbol={currencySymbol(row.currencyCode)} className="font-semibold" />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
