import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { solarHijriEntry, solarHijriMonthLength, solarHijriMonthNames, solarHijriParts, solarHijriRange, toSolarHijri, westernDigits } from '@sarafi/core';
import { cn } from '../../lib/cn';
import { shopToday } from '../../lib/shop-day';
import { useDateFormat } from '../../lib/use-date-format';
import { Input, Select } from './field';
import { GregorianDateInput } from './gregorian-date-input';

interface DateInputProps {
  /** From Field: the id its label points at (here the first control); `${id}-label` names the group. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** ISO Gregorian 'YYYY-MM-DD', or '' for none. */
  value: string;
  /** Called with ISO Gregorian 'YYYY-MM-DD', or '' while the entry is empty or not a real date. */
  onChange: (value: string) => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * The one date input of the app. With the Gregorian calendar it is a 'YYYY-MM-DD' field with the browser's calendar
 * one click away, written as every list writes a Gregorian day. With Solar Hijri it is a day select, a month select (named in the page's language) and a
 * year field, checked against the month's length and leap years, with the Gregorian day it stands for shown
 * underneath. Either way the value in and out is ISO Gregorian.
 */
export function DateInput(props: DateInputProps) {
  const { calendar } = useDateFormat();
  if (calendar === 'solar-hijri') return <SolarHijriDateInput {...props} />;
  return <GregorianDateInput {...props} />;
}

interface Parts {
  day: string;
  month: string;
  year: string;
}

const partsOf = (iso: string): Parts => {
  const parts = solarHijriParts(iso);
  return parts ? { day: String(parts.day), month: String(parts.month), year: String(parts.year) } : { day: '', month: '', year: '' };
};

type Check = { iso: string; problem: null } | { iso: ''; problem: 'empty' | 'incomplete' | 'year' | 'day' };

function check(parts: Parts): Check {
  if (!parts.day && !parts.month && !parts.year) return { iso: '', problem: 'empty' };
  if (!parts.day || !parts.month || !/^\d{4}$/.test(parts.year)) return { iso: '', problem: 'incomplete' };
  const entry = solarHijriEntry(Number(parts.year), Number(parts.month), Number(parts.day));
  if (entry.ok) return { iso: entry.iso, problem: null };
  return { iso: '', problem: entry.error === 'year' ? 'year' : 'day' };
}

const days = Array.from({ length: 31 }, (_, i) => i + 1);

function SolarHijriDateInput({ id, value, onChange, className, disabled, required, name, ...aria }: DateInputProps) {
  const { t } = useTranslation();
  const { language } = useDateFormat();
  const [parts, setParts] = useState(() => partsOf(value));
  const [seen, setSeen] = useState(value);
  // A new value from outside (a reset, a loaded record) replaces the entry unless it is what the entry already says.
  if (value !== seen) {
    setSeen(value);
    if (value !== check(parts).iso) setParts(partsOf(value));
  }
  const result = check(parts);
  const update = (change: Partial<Parts>) => {
    const next = { ...parts, ...change };
    // Picking a day or month first fills in this year, the one most entries are in.
    if (!next.year && (change.day || change.month)) next.year = String(currentSolarHijriYear());
    setParts(next);
    const iso = check(next).iso;
    if (iso !== value) onChange(iso);
  };

  const groupId = id ? `${id}-group` : undefined;
  const hintId = id ? `${id}-gregorian` : undefined;
  const showProblem = result.problem === 'year' || result.problem === 'day' || (result.problem === 'incomplete' && parts.year.length >= 4);
  const invalid = Boolean(aria['aria-invalid']) || showProblem;
  const describedBy = [hintId, aria['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const months = solarHijriMonthNames[language];
  const message =
    result.problem === null
      ? t('dates.gregorianEquivalent', { date: result.iso })
      : result.problem === 'year'
        ? t('dates.invalidYear', { first: solarHijriRange.first, last: solarHijriRange.last })
        : result.problem === 'day'
          ? t('dates.invalidDay', { month: months[Number(parts.month) - 1], year: parts.year, count: solarHijriMonthLength(Number(parts.year), Number(parts.month)) })
          : showProblem
            ? t('dates.incomplete')
            : '';
  return (
    <div className={cn('space-y-1', className)}>
      <div
        id={groupId}
        role="group"
        aria-labelledby={id ? `${id}-label` : undefined}
        aria-describedby={describedBy}
        className="flex flex-wrap gap-1"
        data-calendar="solar-hijri"
      >
        <Select id={id} className="w-[4.5rem] px-2" aria-label={t('dates.day')} aria-invalid={invalid} disabled={disabled} required={required} value={parts.day} onChange={(e) => update({ day: e.target.value })}>
          <option value="">{t('dates.day')}</option>
          {days.map((d) => (
            <option key={d} value={String(d)}>
              {d}
            </option>
          ))}
        </Select>
        <Select className="min-w-[7rem] flex-1 px-2" aria-label={t('dates.month')} aria-invalid={invalid} disabled={disabled} required={required} value={parts.month} onChange={(e) => update({ month: e.target.value })}>
          <option value="">{t('dates.month')}</option>
          {months.map((m, i) => (
            <option key={m} value={String(i + 1)}>
              {m}
            </option>
          ))}
        </Select>
        <Input
          className="w-[5.5rem] px-2"
          aria-label={t('dates.year')}
          aria-invalid={invalid}
          disabled={disabled}
          required={required}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          maxLength={4}
          placeholder={t('dates.yearPlaceholder')}
          value={parts.year}
          onChange={(e) => update({ year: westernDigits(e.target.value).replace(/\D/g, '') })}
        />
      </div>
      {name && <input type="hidden" name={name} value={result.iso} />}
      <p id={hintId} aria-live="polite" className={cn('min-h-4 text-xs', showProblem ? 'text-destructive' : 'text-muted-foreground')}>
        {message && <bdi>{message}</bdi>}
      </p>
    </div>
  );
}

function currentSolarHijriYear(): number {
  return toSolarHijri(shopToday()).year;
}
