import { useTranslation } from 'react-i18next';
import { History, Undo2 } from 'lucide-react';
import { formatAmount, narrativeForAccount, type DeletedTransaction } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { useCurrencyCode } from '../transactions/currency-select';
import { useMayChange } from '../transactions/may-change';
import { VirtualRows } from './virtual-rows';
import { DateText } from '../../components/ui/date-text';
import { useDateFormat } from '../../lib/use-date-format';
import { transTypeLabel } from '../../lib/trans-type-label';
import { useDayClosed } from '../books/use-closed-day';
import { useNarrativeText } from '../../lib/narrative-text';

interface DeletedTableProps {
  rows: DeletedTransaction[];
  /** The account searched for: each row then shows that account's own side's narrative. */
  accountId: number | undefined;
  onNearEnd: () => void;
  onRecover: (row: DeletedTransaction) => void;
  onHistory: (row: DeletedTransaction) => void;
}

/** The deleted results: Original ID, Type, Description, Amount, Currency, dates, Deleted By, and Recover where the role may. */
export function DeletedTable({ rows, accountId, onNearEnd, onRecover, onHistory }: DeletedTableProps) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const codeOf = useCurrencyCode();
  const mayChange = useMayChange();
  const dayClosed = useDayClosed();
  const narrativeText = useNarrativeText();
  // Recovering into a closed day is refused: the button stays in view, disabled, the reason in its tooltip.
  const closedWhy = (row: DeletedTransaction) => (dayClosed(row.transDate) ? t('errors.books.dayClosed', { date: format.date(row.transDate ?? '') }) : undefined);
  return (
    <VirtualRows
      items={rows}
      columns={[
        t('search.columns.originalId'),
        t('search.columns.type'),
        t('search.columns.description'),
        t('search.columns.amount'),
        t('search.columns.currency'),
        t('search.columns.transactionDate'),
        t('search.columns.deletedDate'),
        t('search.columns.deletedBy'),
        t('search.columns.actions'),
      ]}
      grid="4rem 5rem minmax(6rem,1fr) 7rem 3.5rem 6.5rem 6.5rem 5.5rem 8.5rem"
      minWidth="58rem"
      rowHeight={48}
      maxHeight="min(60vh, 36rem)"
      rowKey={(row) => row.id}
      onNearEnd={onNearEnd}
      renderCells={(row) => (
        <>
          <span role="cell" className="tabular-nums">{row.originalTransactionId}</span>
          <span role="cell">{transTypeLabel(t, row.transType)}</span>
          <span role="cell" className="truncate" title={narrativeText(narrativeForAccount(row, accountId))}>
            {narrativeText(narrativeForAccount(row, accountId))}
          </span>
          <span role="cell" dir="ltr" className="text-end tabular-nums">{formatAmount(row.dAmount)}</span>
          <span role="cell">{codeOf(row.currencyId) ?? ''}</span>
          <span role="cell">
            <DateText iso={row.transDate} fallback="" />
          </span>
          {/* The local calendar day of the deletion, like the transaction dates beside it; the time is in the tooltip. */}
          <span role="cell">
            <DateText iso={row.deletedDate} title={format.dateTime(row.deletedDate, { seconds: true })} />
          </span>
          <span role="cell" className="truncate">{row.deletedBy ?? ''}</span>
          <span role="cell" className="flex gap-1">
            {/* A payout comes back only by passing its hawala again; recovering it could pay the hawala twice. */}
            {row.transType === 'Hawala' ? (
              <span className="self-center text-xs leading-tight text-muted-foreground" title={t('search.payoutRecoverHint')}>
                {t('search.payoutRecoverShort')}
              </span>
            ) : (
              mayChange(row, 'recover') && (
                <span title={closedWhy(row)}>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('search.recoverOf', { id: row.originalTransactionId })}
                    disabled={closedWhy(row) !== undefined}
                    onClick={() => onRecover(row)}
                  >
                    <Undo2 className="size-4 rtl:-scale-x-100" aria-hidden /> {t('search.recover')}
                  </Button>
                </span>
              )
            )}
            <Button size="icon" variant="ghost" aria-label={t('search.historyOf', { id: row.originalTransactionId })} onClick={() => onHistory(row)}>
              <History className="size-4" aria-hidden />
            </Button>
          </span>
        </>
      )}
    />
  );
}
