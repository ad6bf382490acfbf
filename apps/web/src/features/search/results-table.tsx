import { useTranslation } from 'react-i18next';
import { History, Pencil, Trash2 } from 'lucide-react';
import { can, formatAmount, narrativeForAccount, type Transaction } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { useCurrentUser } from '../auth/use-current-user';
import { useCurrencyCode } from '../transactions/currency-select';
import { VirtualRows } from './virtual-rows';
import { DateText } from '../../components/ui/date-text';

interface ResultsTableProps {
  rows: Transaction[];
  /** The account searched for: each row then shows that account's own side's narrative. */
  accountId: number | undefined;
  onNearEnd: () => void;
  onEdit: (transaction: Transaction) => void;
  onDelete: (transaction: Transaction) => void;
  onHistory: (transaction: Transaction) => void;
}

/** SPEC §2.21: ID, Type, Description, Amount, Currency, Date, Actions. Vouchers are changed by admins only. */
export function ResultsTable({ rows, accountId, onNearEnd, onEdit, onDelete, onHistory }: ResultsTableProps) {
  const { t } = useTranslation();
  const codeOf = useCurrencyCode();
  const user = useCurrentUser();
  const mayChange = (row: Transaction) =>
    row.transType === 'Debit' ? can(user.data?.role ?? '', 'debit') : row.transType === 'Credit' ? can(user.data?.role ?? '', 'credit') : true;
  return (
    <VirtualRows
      items={rows}
      columns={[t('search.columns.id'), t('search.columns.type'), t('search.columns.description'), t('search.columns.amount'), t('search.columns.currency'), t('search.columns.date'), t('search.columns.actions')]}
      grid="5rem 6rem minmax(10rem,1fr) 9rem 5rem 7rem 8rem"
      minWidth="56rem"
      rowHeight={48}
      height="min(60vh, 36rem)"
      rowKey={(row) => row.id}
      onNearEnd={onNearEnd}
      renderCells={(row) => (
        <>
          <span role="cell" className="tabular-nums">{row.id}</span>
          <span role="cell">{row.transType}</span>
          <span role="cell" className="truncate" title={narrativeForAccount(row, accountId) ?? ''}>
            {narrativeForAccount(row, accountId)}
          </span>
          <span role="cell" dir="ltr" className="text-end tabular-nums">{formatAmount(row.dAmount)}</span>
          <span role="cell">{codeOf(row.currencyId) ?? ''}</span>
          <span role="cell">
            <DateText iso={row.transDate} fallback="" />
          </span>
          <span role="cell" className="flex gap-1">
            <Button size="icon" variant="ghost" aria-label={t('search.editOf', { id: row.id })} disabled={!mayChange(row) || row.transType === 'Hawala'} onClick={() => onEdit(row)}>
              <Pencil className="size-4" aria-hidden />
            </Button>
            <Button size="icon" variant="ghost" aria-label={t('search.deleteOf', { id: row.id })} disabled={!mayChange(row)} onClick={() => onDelete(row)}>
              <Trash2 className="size-4 text-destructive" aria-hidden />
            </Button>
            <Button size="icon" variant="ghost" aria-label={t('search.historyOf', { id: row.id })} onClick={() => onHistory(row)}>
              <History className="size-4" aria-hidden />
            </Button>
          </span>
        </>
      )}
    />
  );
}
