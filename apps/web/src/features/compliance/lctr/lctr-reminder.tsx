import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellRing } from 'lucide-react';
import { reportMonthRange, type LctrReminder } from '@sarafi/core';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useDateFormat } from '../../../lib/use-date-format';
import { useFileLctr, useLctrReminder } from './lctr-queries';

/**
 * Last month's large cash report is due (docs/decisions.md, Compliance: the monthly report): shown from the month's
 * first business day until an admin marks it filed; on the report page it offers the marking, on the dashboard a link.
 */
export function LctrReminderNotice({ reminder, onReportPage = false }: { reminder: NonNullable<LctrReminder>; onReportPage?: boolean }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const file = useFileLctr();
  // A filing is for a Gregorian month, which is no Solar Hijri month: its first and last day name it in either calendar.
  const { from, to } = reportMonthRange(reminder.month, 'gregorian');
  return (
    <div
      role="status"
      data-testid="lctr-reminder"
      className={cn('flex flex-wrap items-center justify-between gap-3 rounded-md border p-3 text-sm print:hidden', reminder.overdue ? 'border-destructive bg-destructive/10' : 'border-amber-400 bg-amber-50')}
    >
      <p className="flex items-center gap-2">
        <BellRing className="h-4 w-4 shrink-0" aria-hidden />
        <span>
          {t(reminder.overdue ? 'compliance.lctr.reminderOverdue' : 'compliance.lctr.reminder', {
            from: format.date(from),
            to: format.date(to),
            due: format.date(reminder.dueDate),
          })}
        </span>
      </p>
      {onReportPage ? (
        <Button variant="outline" busy={file.isPending} onClick={() => file.mutate({ month: reminder.month, reference: null })}>
          {t('compliance.lctr.markFiled')}
        </Button>
      ) : (
        <Link to="/compliance/lctr" className="font-medium underline underline-offset-2">
          {t('compliance.lctr.open')}
        </Link>
      )}
    </div>
  );
}

/** The dashboard's line for whoever may file the report: nothing until last month's report is due, nothing once filed. */
export function DashboardLctrReminder({ enabled }: { enabled: boolean }) {
  const reminder = useLctrReminder(enabled);
  return enabled && reminder.data ? <LctrReminderNotice reminder={reminder.data} /> : null;
}
