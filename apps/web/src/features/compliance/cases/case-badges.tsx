import { useTranslation } from 'react-i18next';
import type { CaseStatus, CaseSummary } from '@sarafi/core';
import { Badge } from '../../../components/ui/card';

const statusBadge: Record<CaseStatus, 'warning' | 'success' | 'neutral'> = { open: 'warning', filed: 'success', closed: 'neutral' };

/** Where a case stands, and for an open one how close its report's deadline is. */
export function CaseBadges({ summary }: { summary: Pick<CaseSummary, 'status' | 'urgency'> }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge variant={statusBadge[summary.status]}>{t(`compliance.cases.statuses.${summary.status}`)}</Badge>
      {summary.urgency && <Badge variant={summary.urgency === 'overdue' ? 'danger' : 'warning'}>{t(`compliance.cases.${summary.urgency}`)}</Badge>}
    </span>
  );
}
