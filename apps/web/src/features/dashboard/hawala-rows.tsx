import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Loader2 } from 'lucide-react';
import { currencySymbol, type HawalaDetail } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { MoneyText } from '../../components/ui/money-text';
import { HawalaStatusBadge } from '../hawala/hawala-status-badge';
import { amountOrZero } from './format';
import { useDateFormat } from '../../lib/use-date-format';
import { SenderAmount } from '../hawala/sender-amount';

/** A fixed row height keeps the windowing arithmetic exact; docs/architecture.md, Screens, Dashboard gives the list 500px. */
const rowHeight = 92;
const listHeight = 500;
const overscan = 6;

interface HawalaRowsProps {
  rows: HawalaDetail[];
  /** Admins may cancel Pending rows from the list (docs/architecture.md, Screens, Dashboard; Roles and permissions). */
  canCancel: boolean;
  cancellingId: number | null;
  onCancel: (row: HawalaDetail) => void;
  onNearEnd: () => void;
  loadingMore: boolean;
}

/**
 * The dashboard's hawala list: number, status, sender → receiver, the pound amount, the amount in the hawala's
 * currency and the date and time. Only the rows in view are in the page, so a card of 100,000 hawalas scrolls
 * as easily as one of ten.
 */
export function HawalaRows({ rows, canCancel, cancellingId, onCancel, onNearEnd, loadingMore }: HawalaRowsProps) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const [scrollTop, setScrollTop] = useState(0);
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(rows.length, Math.ceil((scrollTop + listHeight) / rowHeight) + overscan);
  return (
    <div
      className="overflow-y-auto rounded-md border border-border bg-card"
      style={{ maxHeight: listHeight }}
      data-testid="hawala-rows"
      onScroll={(event) => {
        const el = event.currentTarget;
        setScrollTop(el.scrollTop);
        if (el.scrollTop + el.clientHeight >= el.scrollHeight - rowHeight * 10) onNearEnd();
      }}
    >
      <ul className="relative" style={{ height: rows.length * rowHeight + (loadingMore ? 40 : 0) }} aria-label={t('dashboard.list.listLabel')}>
        {rows.slice(first, last).map((row, offset) => {
          const pending = row.hawalaStatus.toLowerCase() === 'pending';
          const cancelling = cancellingId === row.id;
          return (
            <li
              key={row.id}
              data-hawala={row.hawalaNo}
              className="absolute inset-x-0 grid grid-cols-[minmax(0,1fr)_auto] grid-rows-3 items-center gap-x-3 border-b border-border/70 px-3 py-2 text-sm"
              style={{ top: (first + offset) * rowHeight, height: rowHeight }}
            >
              <span className="flex min-w-0 items-center gap-2">
                <span className="truncate font-mono font-semibold" title={row.hawalaNo}>
                  {row.hawalaNo}
                </span>
                <HawalaStatusBadge status={row.hawalaStatus} screen="dashboard" />
              </span>
              <SenderAmount amount={amountOrZero(row.amount)} currency={row.amountCurrency} className="text-end font-semibold" />
              <span className="flex min-w-0 items-center gap-1 text-muted-foreground">
                <bdi className="truncate" title={row.senderName ?? ''}>
                  {row.senderName || t('dashboard.list.unknown')}
                </bdi>
                <ArrowRight className="size-3 shrink-0 rtl:rotate-180" aria-label={t('dashboard.list.to')} />
                <bdi className="truncate" title={row.receiverName ?? ''}>
                  {row.receiverName || t('dashboard.list.unknown')}
                </bdi>
              </span>
              <MoneyText amount={amountOrZero(row.rAmount)} symbol={currencySymbol(row.currency)} className="text-end text-green-800" />
              <time dateTime={row.createdAt} className="text-xs text-muted-foreground tabular-nums whitespace-nowrap">
                <bdi>{format.date(row.transactionDate ?? row.createdAt.slice(0, 10))}</bdi> <bdi>{format.time(row.createdAt)}</bdi>
              </time>
              <span className="flex justify-end">
                {canCancel && pending && (
                  <Button variant="destructive" size="sm" className="h-6 px-2 text-xs" disabled={cancellingId !== null} onClick={() => onCancel(row)}>
                    {cancelling ? t('dashboard.list.cancelling') : t('dashboard.list.cancel')}
                  </Button>
                )}
              </span>
            </li>
          );
        })}
        {loadingMore && (
          <li className="absolute inset-x-0 flex h-10 items-center justify-center gap-2 text-xs text-muted-foreground" style={{ top: rows.length * rowHeight }}>
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
            {t('dashboard.list.loadingMore')}
          </li>
        )}
      </ul>
    </div>
  );
}
