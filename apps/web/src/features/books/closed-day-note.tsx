import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import { useDateFormat } from '../../lib/use-date-format';

/** Why an action is disabled: its day is closed, in the server's own words (errors.books.dayClosed). */
export function ClosedDayNote({ date, id }: { date: string; id?: string }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  return (
    <p id={id} className="flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="closed-day-note">
      <Lock className="size-3.5 shrink-0" aria-hidden />
      {t('errors.books.dayClosed', { date: format.date(date) })}
    </p>
  );
}
