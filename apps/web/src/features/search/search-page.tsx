import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Download, MoveHorizontal } from 'lucide-react';
import type { DeletedTransaction, Transaction, TransactionSearchRow } from '@sarafi/core';
import { errorMessage } from '../../lib/api';
import { useMoneyMutation } from '../../lib/use-money-mutation';
import { buttonVariants } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notify } from '../../components/ui/toaster';
import { LoadError, Spinner } from '../shell/status-pages';
import { transactionIdOf } from '../command-palette/transaction-id';
import { useCurrencyCode } from '../transactions/currency-select';
import { DeleteTransactionDialog } from './delete-transaction-dialog';
import { DeletedTable } from './deleted-table';
import { documentAmounts } from './document-amounts';
import { EditTransactionDialog } from './edit-transaction-dialog';
import { HistoryDrawer } from './history-drawer';
import { ResultsTable } from './results-table';
import { SearchForm } from './search-form';
import { emptyFilters, searchParams, searchPath, useTransactionSearch, type SearchFilters } from './use-transaction-search';
import { useDoneOrWaiting } from '../approvals/use-waiting-notice';

/** docs/architecture.md, Screens, Search Transactions: find transactions (or deleted ones), then edit, delete, recover or read their history. */
export function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const codeOf = useCurrencyCode();
  const [filters, setFilters] = useState<SearchFilters | null>(null);
  // '?id=123' (the command palette's 'Transaction #123') shows that one transaction, also when Search is already open.
  const idParam = useSearchParams()[0].get('id');
  const [shownIdParam, setShownIdParam] = useState<string | null>(null);
  if (idParam !== shownIdParam) {
    setShownIdParam(idParam);
    const transactionId = transactionIdOf(idParam ?? '');
    if (transactionId) setFilters({ ...emptyFilters, transactionId });
  }
  const [editing, setEditing] = useState<Transaction | null>(null);
  const [deleting, setDeleting] = useState<Transaction | null>(null);
  const [recovering, setRecovering] = useState<DeletedTransaction | null>(null);
  const [historyOf, setHistoryOf] = useState<number | null>(null);
  const deleted = filters?.searchWhat === 'deleted';
  const search = useTransactionSearch<TransactionSearchRow | DeletedTransaction>(filters);
  const nearEnd = () => {
    if (search.hasNextPage && !search.isFetchingNextPage) void search.fetchNextPage();
  };

  const doneOrWaiting = useDoneOrWaiting();
  const recover = useMoneyMutation({
    // The deleted row's own id, as the list gives it: the original id may name another deleted row.
    request: (row: DeletedTransaction, send) => send('POST', `/api/deleted-transactions/${row.id}/recover`),
    onSuccess: (answer) => doneOrWaiting(answer, t('search.recovered')),
    onError: (error) => notify.error(errorMessage(error, t('search.recoverFailed'))),
  });

  return (
    <div className="space-y-4">
      <PageHeader title={t('search.title')} subtitle={t('search.subtitle')}>
        {filters && (
          <a className={buttonVariants({ variant: 'outline' })} href={`${searchPath(filters)}/export?${searchParams(filters)}`} download>
            <Download className="size-4" aria-hidden /> {t('search.export')}
          </a>
        )}
      </PageHeader>
      <SearchForm onSearch={setFilters} onNew={() => setFilters(null)} onClose={() => navigate('/')} />
      {filters && (
        <Card className="space-y-3">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {search.isPending ? t('app.loading') : t(search.hasNextPage ? 'search.countMore' : 'search.count', { count: search.rows.length })}
          </p>
          {search.rows.length > 0 && (
            // Phones show the whole table scrolled sideways, not a cut-down card, so every column stays comparable.
            <p className="flex items-center gap-1 text-xs text-muted-foreground md:hidden">
              <MoveHorizontal className="size-4" aria-hidden /> {t('search.scrollHint')}
            </p>
          )}
          {search.isPending ? (
            <Spinner />
          ) : search.isError ? (
            <LoadError error={search.error} onRetry={() => void search.refetch()} />
          ) : search.rows.length === 0 ? (
            <p className="py-8 text-center text-sm text-muted-foreground">{t('search.noResults')}</p>
          ) : deleted ? (
            <DeletedTable rows={search.rows as DeletedTransaction[]} accountId={filters.accountId ?? undefined} onNearEnd={nearEnd} onRecover={setRecovering} onHistory={(row) => setHistoryOf(row.originalTransactionId)} />
          ) : (
            <ResultsTable rows={search.rows as TransactionSearchRow[]} accountId={filters.accountId ?? undefined} onNearEnd={nearEnd} onEdit={setEditing} onDelete={setDeleting} onHistory={(row) => setHistoryOf(row.id)} />
          )}
        </Card>
      )}
      {editing && <EditTransactionDialog transaction={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteTransactionDialog transaction={deleting} onClose={() => setDeleting(null)} />}
      <ConfirmDialog
        open={recovering !== null}
        onOpenChange={(open) => !open && setRecovering(null)}
        title={t('search.recoverTitle', { id: recovering?.originalTransactionId })}
        text={t('search.recoverText', { amounts: recovering ? documentAmounts(recovering, codeOf) : '' })}
        confirmLabel={t('search.recover')}
        onConfirm={() => recovering && recover.mutate(recovering)}
      />
      {historyOf !== null && <HistoryDrawer transactionId={historyOf} onClose={() => setHistoryOf(null)} />}
    </div>
  );
}
