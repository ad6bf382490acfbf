import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { History, Pencil, Trash2 } from 'lucide-react';
import { currencySymbol, Money, narrativeForAccount, type SearchAccountRef, type TransactionSearchRow } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { MoneyText } from '../../components/ui/money-text';
import { DateText } from '../../components/ui/date-text';
import { useCurrencyCode } from '../transactions/currency-select';
import { useMayChange } from '../transactions/may-change';
import { nextSort, sortRows, type SortState, type SortValue } from './sort-rows';
import { VirtualRows } from './virtual-rows';
import { ReprintButton } from '../receipts/reprint-button';
import { transTypeLabel } from '../../lib/trans-type-label';
import { useDateFormat } from '../../lib/use-date-format';
import { useDayClosed } from '../books/use-closed-day';
import { useAccountName } from '../accounts/use-account-name';
import { useNarrativeText } from '../../lib/narrative-text';

interface ResultsTableProps {
  rows: TransactionSearchRow[];
  /** The account searched for: each row then shows that account's own side's narrative. */
  accountId: number | undefined;
  onNearEnd: () => void;
  onEdit: (transaction: TransactionSearchRow) => void;
  onDelete: (transaction: TransactionSearchRow) => void;
  onHistory: (transaction: TransactionSearchRow) => void;
}

type SortKey = 'id' | 'type' | 'debitAccount' | 'creditAccount' | 'description' | 'amount' | 'date' | 'till';

/**
 * The ID (docs/architecture.md, Screens, Search Transactions), Type, Description, Amount, Date and Actions, with the debit (out) and credit (in) accounts beside
 * them; the amount carries its currency's symbol, so the separate Currency column is gone and the table fits a
 * 1280 px screen (docs/decisions.md). Till names the till a cash posting moved in the safe's place (docs/decisions.md,
 * Tills and shifts); empty for the safe. Headers sort the rows loaded so far. Edit and Delete show only where the user's
 * role may use them (a clerk's vouchers up to the clerk limit).
 */
export function ResultsTable({ rows, accountId, onNearEnd, onEdit, onDelete, onHistory }: ResultsTableProps) {
  const { t, i18n } = useTranslation();
  const codeOf = useCurrencyCode();
  const [sort, setSort] = useState<SortState<SortKey> | null>(null);
  const may = useMayChange();
  const dayClosed = useDayClosed();
  const format = useDateFormat();
  const accountName = useAccountName();
  const narrativeText = useNarrativeText();
  const description = (row: TransactionSearchRow) => narrativeText(narrativeForAccount(row, accountId));
  const accountText = (account: SearchAccountRef | null) => (account ? `${accountName(account.accountCode, account.accountName)} ${account.accountCode}` : '');
  // A posting in a closed day keeps its Edit and Delete in view, disabled, the reason in their tooltip.
  const closedWhy = (row: TransactionSearchRow) => (dayClosed(row.transDate) ? t('errors.books.dayClosed', { date: format.date(row.transDate ?? '') }) : undefined);
  const typeLabel = (row: TransactionSearchRow) => transTypeLabel(t, row.transType);
  const valueOf: Record<SortKey, (row: TransactionSearchRow) => SortValue> = {
    id: (row) => row.id,
    type: typeLabel,
    debitAccount: (row) => accountText(row.debitAccount),
    creditAccount: (row) => accountText(row.creditAccount),
    description,
    amount: (row) => new Money(row.dAmount),
    // ISO dates sort as text; the id keeps a day's transactions in the order they were made.
    date: (row) => `${row.transDate ?? ''} ${String(row.id).padStart(10, '0')}`,
    till: (row) => row.tillName ?? '',
  };
  const sortable = (key: SortKey, end = false) => ({
    label: t(`search.columns.${key}`),
    sorted: sort?.key === key ? sort.direction : null,
    onSort: () => setSort((current) => nextSort(current, key)),
    end,
  });
  return (
    <VirtualRows
      items={sortRows(rows, sort, valueOf, i18n.resolvedLanguage ?? 'en')}
      columns={[
        sortable('id'),
        sortable('type'),
        sortable('debitAccount'),
        sortable('creditAccount'),
        sortable('description'),
        sortable('amount', true),
        sortable('date'),
        sortable('till'),
        t('search.columns.actions'),
      ]}
      grid="3.5rem 5rem minmax(5.5rem,1fr) minmax(5.5rem,1fr) minmax(6rem,1.2fr) 8rem 6rem minmax(3.5rem,0.6fr) 9.75rem"
      minWidth="56rem"
      rowHeight={48}
      maxHeight="min(60vh, 36rem)"
      rowKey={(row) => row.id}
      onNearEnd={onNearEnd}
      renderCells={(row) => {
        const why = closedWhy(row);
        return (
          <>
            <span role="cell" className="tabular-nums">{row.id}</span>
            <span role="cell">{typeLabel(row)}</span>
            <AccountCell account={row.debitAccount} />
            <AccountCell account={row.creditAccount} />
            <span role="cell" className="truncate" title={description(row)}>
              {description(row)}
            </span>
            <span role="cell" className="text-end">
              <MoneyText amount={row.dAmount} symbol={currencySymbol(codeOf(row.currencyId))} className="whitespace-nowrap" />
            </span>
            <span role="cell">
              <DateText iso={row.transDate} fallback="" />
            </span>
            <span role="cell" className="truncate" title={row.tillName ?? undefined}>
              {row.tillName}
            </span>
            <span role="cell" className="flex gap-1">
              {may(row, 'edit') && (
                <span title={why}>
                  <Button size="icon" variant="ghost" aria-label={t('search.editOf', { id: row.id })} disabled={why !== undefined} onClick={() => onEdit(row)}>
                    <Pencil className="size-4" aria-hidden />
                  </Button>
                </span>
              )}
              {may(row, 'delete') && (
                <span title={why}>
                  <Button size="icon" variant="ghost" aria-label={t('search.deleteOf', { id: row.id })} disabled={why !== undefined} onClick={() => onDelete(row)}>
                    <Trash2 className="size-4 text-destructive" aria-hidden />
                  </Button>
                </span>
              )}
              <ReprintButton transactionId={row.id} />
              <Button size="icon" variant="ghost" aria-label={t('search.historyOf', { id: row.id })} onClick={() => onHistory(row)}>
                <History className="size-4" aria-hidden />
              </Button>
            </span>
          </>
        );
      }}
    />
  );
}

/** The account's name over its code; a removed account leaves the cell empty rather than a bare id. */
function AccountCell({ account }: { account: SearchAccountRef | null }) {
  const accountName = useAccountName();
  const name = account && accountName(account.accountCode, account.accountName);
  return (
    <span role="cell" className="min-w-0 leading-tight" title={account ? `${account.accountCode} - ${name}` : undefined}>
      {account && (
        <>
          <span className="block truncate">{name}</span>
          <span className="block truncate text-xs text-muted-foreground tabular-nums">
            <bdi>{account.accountCode}</bdi>
          </span>
        </>
      )}
    </span>
  );
}
