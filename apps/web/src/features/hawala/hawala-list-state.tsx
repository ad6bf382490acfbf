import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, Spinner } from '../shell/status-pages';

interface PagedList {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  rows: unknown[];
}

/** A hawala list's count line and its loading, failed and empty states; the rows themselves once there are some. */
export function HawalaListState({ list, countTestId, emptyText, children }: { list: PagedList; countTestId: string; emptyText: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid={countTestId}>
        {list.isPending ? t('app.loading') : t(list.hasNextPage ? 'hawala.pass.countMore' : 'hawala.pass.count', { count: list.rows.length })}
      </p>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.rows.length === 0 ? (
        <p className="py-8 text-center text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        children
      )}
    </>
  );
}
