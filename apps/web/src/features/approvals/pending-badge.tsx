import { useTranslation } from 'react-i18next';
import { usePendingCount } from './use-approvals';

/** The Approvals menu entry's count of requests waiting for an approver; nothing when none wait or the user decides none. */
export function PendingBadge() {
  const { t } = useTranslation();
  const { data } = usePendingCount();
  if (!data?.pending) return null;
  return (
    <span data-testid="approvals-badge" aria-label={t('approvals.waitingCount', { count: data.pending })} className="ms-auto rounded-full bg-amber-500 px-2 text-xs font-semibold text-white">
      {data.pending}
    </span>
  );
}
