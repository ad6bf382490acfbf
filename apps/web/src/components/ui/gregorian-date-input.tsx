import { useRef, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDays } from 'lucide-react';
import { westernDigits } from '@sarafi/core';
import { cn } from '../../lib/cn';
import { Input } from './field';

/** A real day written 'YYYY-MM-DD', or ''. */
export function isoDayOf(text: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return '';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? text : '';
}

/** What the clerk typed, as far as it goes toward 'YYYY-MM-DD': Persian digits read as Western, '20261125' spaced out. */
export function dayEntry(raw: string): string {
  const text = westernDigits(raw).replace(/[/.]/g, '-').replace(/[^\d-]/g, '');
  return /^\d{8}$/.test(text) ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}` : text.slice(0, 10);
}

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * A Gregorian day typed as the lists show it, 'YYYY-MM-DD', in every language (the browser's own date field writes
 * the machine's locale instead, '11/25/2026'), with a button that opens the browser's calendar to pick one.
 */
export function GregorianDateInput({ value, onChange, className, disabled, ...rest }: Props) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // A new value from outside (a reset, a loaded record) replaces the entry unless it is what the entry already says.
  if (value !== seen) {
    setSeen(value);
    if (value !== isoDayOf(text)) setText(value);
  }
  const enter = (raw: string) => {
    const next = dayEntry(raw);
    setText(next);
    const iso = isoDayOf(next);
    if (iso !== value) onChange(iso);
  };
  const wrong = text.length === 10 && !isoDayOf(text);
  return (
    <div className={cn('relative', className)} data-calendar="gregorian">
      <Input
        {...rest}
        disabled={disabled}
        dir="ltr"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('dates.isoPlaceholder')}
        maxLength={10}
        className="pr-10 tabular-nums"
        aria-invalid={rest['aria-invalid'] || wrong}
        value={text}
        onChange={(event) => enter(event.target.value)}
      />
      <button
        type="button"
        tabIndex={-1}
        disabled={disabled}
        aria-label={t('dates.openCalendar')}
        onClick={() => picker.current?.showPicker()}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-muted-foreground hover:text-foreground disabled:opacity-50"
      >
        <CalendarDays className="h-4 w-4" aria-hidden />
      </button>
      {/* The browser's calendar, opened by the button; only its pick is read. */}
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden
        className="pointer-events-none absolute right-0 bottom-0 h-px w-px opacity-0"
        value={isoDayOf(text)}
        onChange={(event) => enter(event.target.value)}
      />
    </div>
  );
}
