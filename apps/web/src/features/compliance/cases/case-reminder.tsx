import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellRing } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useCases } from './cases-api';

/**
 * The dashboard's line for admins: open cases whose Suspicious Transaction Report is due within a business day or
 * overdue (docs/decisions.md, Compliance: suspicious-activity cases). Nothing when none is.
 */
export function DashboardCaseReminder({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const cases = useCases('open', enabled);
  const pressing = (cases.data?.cases ?? []).filter((c) => c.urgency !== null);
  if (!enabled || pressing.length === 0) return null;
  const overdue = pressing.filter((c) => c.urgency === 'overdue').length;
  return (
    <div
      role="status"
      data-testid="case-reminder"
      className={cn('flex flex-wrap items-center justify-between gap-3 rounded-md border p-3 text-sm', overdue > 0 ? 'border-destructive bg-destructive/10' : 'border-amber-400 bg-amber-50')}
    >
      <p className="flex items-center gap-2">
        <BellRing className="h-4 w-4 shrink-0" aria-hidden />
        <span>{overdue > 0 ? t('compliance.cases.reminderOverdue', { count: overdue }) : t('compliance.cases.reminder', { count: pressing.length })}</span>
      </p>
      <Link to="/compliance/cases" className="font-medium underline underline-offset-2">
        {t('compliance.cases.openList')}
      </Link>
    </div>
  );
}
