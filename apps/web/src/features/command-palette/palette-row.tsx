import { useTranslation } from 'react-i18next';
import { ArrowDownLeft, ArrowUpRight, LayoutList, ReceiptText } from 'lucide-react';
import { DateText } from '../../components/ui/date-text';
import { MoneyText } from '../../components/ui/money-text';
import { SenderAmount } from '../hawala/sender-amount';
import { HawalaStatusBadge } from '../hawala/hawala-status-badge';
import { useAccountName } from '../accounts/use-account-name';
import { AccountOption } from '../transactions/account-combobox';
import { useCurrencyCode } from '../transactions/currency-select';
import type { HawalaHit, PaletteItem } from './use-palette-results';
import { transTypeLabel } from '../../lib/trans-type-label';

const iconClass = 'size-4 shrink-0 text-muted-foreground';

/** From one party to the other, pointing the way the line reads (mirrored in Dari and Pashto). */
function To() {
  const { t } = useTranslation();
  return (
    <>
      {' '}
      <span aria-hidden className="inline-block rtl:-scale-x-100">
        →
      </span>
      <span className="sr-only">{t('palette.to')}</span>{' '}
    </>
  );
}

function TransactionRow({ row }: { row: Extract<PaletteItem, { kind: 'transaction' }>['row'] }) {
  const { t } = useTranslation();
  const codeOf = useCurrencyCode();
  const accountName = useAccountName();
  const accounts = [row.debitAccount, row.creditAccount].map((account) => account && `${account.accountCode} ${accountName(account.accountCode, account.accountName)}`);
  return (
    <>
      <span className="flex min-w-0 items-center gap-2">
        <ReceiptText className={iconClass} aria-hidden />
        <span className="min-w-0">
          <span className="block truncate font-medium">
            {t('palette.transaction', { id: row.id })} · {transTypeLabel(t, row.transType)}
          </span>
          <span className="block truncate text-xs text-muted-foreground">
            <DateText iso={row.transDate} /> · <bdi>{accounts[0] ?? '—'}</bdi>
            <To />
            <bdi>{accounts[1] ?? '—'}</bdi>
          </span>
        </span>
      </span>
      <MoneyText className="shrink-0 text-xs" amount={row.dAmount} symbol={codeOf(row.currencyId) ?? ''} />
    </>
  );
}

function HawalaRow({ hawala, direction }: { hawala: HawalaHit; direction: 'incoming' | 'outgoing' }) {
  const { t } = useTranslation();
  const Icon = direction === 'incoming' ? ArrowDownLeft : ArrowUpRight;
  return (
    <>
      <span className="flex min-w-0 items-center gap-2">
        <Icon className={`${iconClass} rtl:-scale-x-100`} aria-label={t(`palette.${direction}`)} />
        <span className="min-w-0">
          <bdi className="block truncate font-medium">{hawala.number}</bdi>
          <span className="block truncate text-xs text-muted-foreground">
            <bdi>{hawala.sender || '—'}</bdi>
            <To />
            <bdi>{hawala.receiver || '—'}</bdi>
          </span>
        </span>
      </span>
      <span className="flex shrink-0 flex-col items-end gap-0.5 text-xs">
        {hawala.amount !== null && (
          <span data-testid="palette-amount">
            <span className="text-muted-foreground">{t('palette.amount')} </span>
            <SenderAmount amount={hawala.amount} currency={hawala.amountCurrency} />
          </span>
        )}
        {hawala.payout !== null && (
          <span data-testid="palette-payout">
            <span className="text-muted-foreground">{t('palette.payout')} </span>
            <MoneyText amount={hawala.payout} symbol={hawala.payoutCurrency} className="font-medium text-green-800" />
          </span>
        )}
        <HawalaStatusBadge status={hawala.status} />
      </span>
    </>
  );
}

/** What one palette option shows: enough to tell two Ahmads, or two hawalas, apart before opening one. */
export function PaletteRow({ item }: { item: PaletteItem }) {
  switch (item.kind) {
    case 'transaction':
      return <TransactionRow row={item.row} />;
    case 'account':
      return <AccountOption account={item.account} searchType="code" />;
    case 'hawala':
      return <HawalaRow hawala={item.hawala} direction={item.direction} />;
    case 'screen':
      return (
        <span className="flex min-w-0 items-center gap-2">
          <LayoutList className={iconClass} aria-hidden />
          <span className="truncate">{item.label}</span>
        </span>
      );
  }
}
