import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import type { DashboardCardKey } from '@sarafi/core';
import { Input } from '../../components/ui/field';
import { LoadError, Spinner } from '../shell/status-pages';
import type { DateRange } from './date-range';
import { useCardHawalas } from './dashboard-queries';
import { HawalaRows } from './hawala-rows';
import { HawalaChangeConfirm } from '../hawala/hawala-change-confirm';
import { useCancelHawala } from './use-cancel-hawala';
import { useDebounced } from '../../lib/use-debounced';

interface HawalaSearchListProps {
  card: DashboardCardKey;
  range: DateRange;
  today: string | undefined;
  /** M of 'Showing N of M': the card's own count. */
  cardCount: number | undefined;
  canCancel: boolean;
}

/**
 * The searchable list of the transaction modal of docs/architecture.md, Screens, Dashboard (and the hawala summary's detail list). The server
 * searches hawala number, sender, receiver, status and currency, case-insensitively, and counts the matches.
 */
export function HawalaSearchList({ card, range, today, cardCount, canCancel }: HawalaSearchListProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const list = useCardHawalas({ card, range, today, q }, true);
  const { cancel, asking, stopAsking, confirm, cancellingId } = useCancelHawala();
  // Before the server counts (x-total-count), the loaded rows are the best figure there is.
  const shown = list.total ?? list.rows.length;
  const total = cardCount ?? shown;
  return (
    <div className="space-y-3">
      <div className="relative">
        <Search className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          className="ps-9"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('dashboard.list.searchPlaceholder')}
          aria-label={t('dashboard.list.searchLabel')}
          maxLength={100}
        />
      </div>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.rows.length === 0 ? (
        <p className="py-10 text-center text-sm text-muted-foreground" data-testid="list-empty">
          {q ? t('dashboard.list.noMatch') : t('dashboard.list.empty')}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="list-showing">
            {t('dashboard.list.showing', { shown: shown.toLocaleString('en-US'), total: total.toLocaleString('en-US') })}
          </p>
          <HawalaRows
            rows={list.rows}
            canCancel={canCancel}
            cancellingId={cancellingId}
            onCancel={cancel}
            loadingMore={list.isFetchingNextPage}
            onNearEnd={() => {
              if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
            }}
          />
        </>
      )}
      <HawalaChangeConfirm hawala={asking} change="cancel" onClose={stopAsking} onConfirm={confirm} />
    </div>
  );
}
