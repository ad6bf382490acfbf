import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarRange, ChevronDown, X } from 'lucide-react';
import { Badge, Card } from '../../components/ui/card';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { DateInput } from '../../components/ui/date-input';
import { rangeActive, type DateRange } from './date-range';
import { useDateFormat } from '../../lib/use-date-format';

interface TimeFrameFilterProps {
  range: DateRange;
  onChange: (change: Partial<DateRange>) => void;
  /** How many hawalas the range holds (the Total Hawala card's count), once known. */
  count: number | undefined;
  /** A button beside 'Show Filters' about the same period (the per-currency totals). */
  action?: ReactNode;
}

/** The collapsible Time Frame Filter (docs/architecture.md, Screens, Dashboard) and its banner; the range feeds every hawala figure on the page. */
export function TimeFrameFilter({ range, onChange, count, action }: TimeFrameFilterProps) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const active = rangeActive(range);
  // Open from the start when the address already carries a range, so the dates in force are visible.
  const [open, setOpen] = useState(active);
  const reversed = Boolean(range.fromDate && range.toDate && range.fromDate > range.toDate);
  return (
    <Card className="space-y-3 p-3" data-testid="time-frame-filter">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 font-semibold">
          <CalendarRange className="h-5 w-5 text-primary" aria-hidden />
          {t('dashboard.filters.title')}
          {active && (
            <Badge variant="info" data-testid="filter-active">
              {t('dashboard.filters.active')}
            </Badge>
          )}
        </h2>
        <div className="flex flex-wrap gap-2">
          {action}
          <Button variant="outline" size="sm" aria-expanded={open} aria-controls="time-frame-fields" onClick={() => setOpen(!open)}>
          {open ? t('dashboard.filters.hide') : t('dashboard.filters.show')}
          <ChevronDown className={open ? 'h-4 w-4 rotate-180 transition-transform' : 'h-4 w-4 transition-transform'} aria-hidden />
          </Button>
        </div>
      </div>
      {open && (
        <div id="time-frame-fields" className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
          <Field label={t('dashboard.filters.startDate')}>
            {(props) => <DateInput value={range.fromDate} onChange={(fromDate) => onChange({ fromDate })} {...props} />}
          </Field>
          <Field label={t('dashboard.filters.endDate')}>
            {(props) => <DateInput value={range.toDate} onChange={(toDate) => onChange({ toDate })} {...props} />}
          </Field>
          <Button variant="outline" disabled={!active} onClick={() => onChange({ fromDate: '', toDate: '' })}>
            <X className="h-4 w-4" aria-hidden />
            {t('dashboard.filters.clear')}
          </Button>
        </div>
      )}
      {active && (
        <div role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-900">
          <span data-testid="filter-banner">
            {range.fromDate && range.toDate
              ? t('dashboard.filters.between', { from: format.date(range.fromDate), to: format.date(range.toDate) })
              : range.fromDate
                ? t('dashboard.filters.from', { from: format.date(range.fromDate) })
                : t('dashboard.filters.to', { to: format.date(range.toDate) })}
          </span>
          {count !== undefined && (
            <Badge variant="info" className="bg-blue-100" data-testid="filter-count">
              {t('dashboard.filters.count', { count })}
            </Badge>
          )}
          {reversed && <span className="w-full text-amber-800">{t('dashboard.filters.reversed')}</span>}
        </div>
      )}
    </Card>
  );
}
