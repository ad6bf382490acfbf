import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencySymbol, type HawalaDetail } from '@sarafi/core';
import { MoneyText } from '../../components/ui/money-text';
import { cn } from '../../lib/cn';
import { HawalaStatusBadge } from './hawala-status-badge';
import { SenderAmount } from './sender-amount';

/** Every row has the same height, so only the rows in view are rendered and the arithmetic stays exact. */
const rowHeight = 92;
const overscan = 6;
/** docs/architecture.md, Screens, Pass Hawala: the list scrolls at a maximum height of 600px. */
const maxHeight = 600;
/** On a phone the labels would squeeze the hawala number; the legend above the list names the amounts there. */
const amountLabel = 'sr-only text-xs text-muted-foreground sm:not-sr-only';

interface PassHawalaListProps {
  rows: HawalaDetail[];
  selectedId: number | null;
  onSelect: (hawala: HawalaDetail) => void;
  onNearEnd: () => void;
}

/**
 * The list (docs/architecture.md, Screens, Pass Hawala): hawala number, amount in pounds, the receiver-currency amount, the USD amount, the status,
 * receiver name and location, sender name and code. Passed rows are green.
 */
export function PassHawalaList({ rows, selectedId, onSelect, onNearEnd }: PassHawalaListProps) {
  const { t } = useTranslation();
  const [scrollTop, setScrollTop] = useState(0);
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(rows.length, Math.ceil((scrollTop + maxHeight) / rowHeight) + overscan);
  return (
    <>
      <p className="mb-1 text-end text-xs text-muted-foreground sm:hidden" aria-hidden>
        {t('hawala.amounts.legend')}
      </p>
      <div
        className="overflow-y-auto rounded-md border border-border bg-card"
        style={{ maxHeight }}
        data-testid="pass-hawala-list"
        onScroll={(event) => {
          const el = event.currentTarget;
          setScrollTop(el.scrollTop);
          if (el.scrollTop + el.clientHeight >= el.scrollHeight - rowHeight * 10) onNearEnd();
        }}
      >
        <ul className="relative" style={{ height: rows.length * rowHeight }} aria-label={t('hawala.pass.listLabel')}>
          {rows.slice(first, last).map((row, offset) => {
            const passed = row.hawalaStatus === 'Passed';
            const selected = row.id === selectedId;
            return (
              <li key={row.id} className="absolute inset-x-0" style={{ top: (first + offset) * rowHeight, height: rowHeight }}>
                <button
                  type="button"
                  aria-pressed={selected}
                  data-hawala={row.hawalaNo}
                  onClick={() => onSelect(row)}
                  className={cn(
                    'grid h-full w-full grid-cols-[minmax(0,1fr)_auto] gap-x-3 border-b border-border/70 px-3 py-2 text-start text-sm transition-colors hover:bg-muted/60',
                    passed && 'bg-green-50 hover:bg-green-100',
                    selected && 'ring-2 ring-inset ring-primary',
                  )}
                >
                  <span className="flex min-w-0 flex-col justify-between">
                    <span className="flex min-w-0 items-center gap-2">
                      <span className="truncate font-mono font-semibold">{row.hawalaNo}</span>
                      <HawalaStatusBadge status={row.hawalaStatus} />
                    </span>
                    <span className="truncate" title={`${row.receiverName ?? ''} · ${row.receiverLocation ?? ''}`}>
                      <span className="text-muted-foreground">{t('hawala.pass.toLabel')} </span>
                      <bdi>{row.receiverName ?? t('hawala.pass.na')}</bdi>
                      {row.receiverLocation && (
                        <span className="text-muted-foreground">
                          {' · '}
                          <bdi>{row.receiverLocation}</bdi>
                        </span>
                      )}
                    </span>
                    <span className="truncate text-muted-foreground">
                      {t('hawala.pass.fromLabel')} <bdi>{row.senderName ?? t('hawala.pass.unknown')}</bdi> (<bdi>{row.senderPartnerName ?? row.senderCode}</bdi>)
                    </span>
                  </span>
                  {/* Each amount named: the sender's, in the sending partner's currency; what is paid out, in the receiver currency; and in dollars. */}
                  <span className="grid content-between items-baseline gap-x-2 text-end sm:grid-cols-[auto_auto]">
                    <span className={amountLabel}>{t('hawala.amounts.amount')}</span>
                    <SenderAmount amount={row.amount ?? '0'} currency={row.amountCurrency} className="font-semibold" />
                    <span className={amountLabel}>{t('hawala.amounts.rAmount')}</span>
                    <MoneyText amount={row.rAmount ?? '0'} symbol={currencySymbol(row.currency)} className="text-green-800" />
                    <span className={amountLabel}>{t('hawala.amounts.intoUsd')}</span>
                    {/* Into USD is optional in a sheet: none is a dash, not $ 0.00 (docs/decisions.md, Money and amounts, 'A figure that is not there is not 0.00'). */}
                    {row.intoUSD === null ? <span className="text-xs text-muted-foreground">—</span> : <MoneyText amount={row.intoUSD} symbol="$" className="text-xs text-muted-foreground" />}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
