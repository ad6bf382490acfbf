import { formatCalendarDate, type DateFormatOptions } from '@sarafi/core';
import { cn } from '../../lib/cn';
import { useDateFormat } from '../../lib/use-date-format';

interface DateTextProps extends DateFormatOptions {
  /** An ISO day ('YYYY-MM-DD') or an ISO instant. */
  iso: string | null | undefined;
  /** With the time of day (instants only). */
  withTime?: boolean;
  /** Shown when there is no date. */
  fallback?: string;
  className?: string;
  title?: string;
}

/**
 * A date in the user's calendar and language, as a `<time>` carrying the ISO value. The text is a bidi isolate
 * (the `dir` attribute): Western digits with a Dari or Pashto month name read right to left, an ISO day left to
 * right, and neither reorders the text around it. With Solar Hijri the Gregorian day is the tooltip.
 */
export function DateText({ iso, withTime, fallback = '—', className, title, ...options }: DateTextProps) {
  const format = useDateFormat();
  if (!iso) return <span className={className}>{fallback}</span>;
  const text = withTime ? format.dateTime(iso, options) : format.date(iso, options);
  const hint = title ?? (format.calendar === 'solar-hijri' ? formatCalendarDate(iso, 'gregorian', 'en') : undefined);
  return (
    <time dateTime={iso} dir={format.dirOf(text)} title={hint} className={cn('tabular-nums', className)}>
      {text}
    </time>
  );
}
