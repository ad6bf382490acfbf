import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dateLanguage,
  formatCalendarDate,
  formatCalendarDateTime,
  formatTimeOfDay,
  isRightToLeft,
  type CalendarKind,
  type DateFormatOptions,
  type Language,
} from '@sarafi/core';
import { useCurrentUser } from '../features/auth/use-current-user';

export interface DateFormat {
  calendar: CalendarKind;
  language: Language;
  /** The direction to isolate a date's text in: month names follow the language, an ISO day is always LTR. */
  dirOf(text: string): 'ltr' | 'rtl';
  date(value: string | Date, options?: DateFormatOptions): string;
  dateTime(value: string | Date | number, options?: DateFormatOptions): string;
  time(value: string | Date): string;
}

const digitsOnly = /^[\d\s/.,:-]*$/;

/**
 * Dates in the signed-in user's calendar (their saved preference) and the page's language (i18next). Gregorian
 * English is what the screens always showed; nothing stored or sent changes.
 */
export function useDateFormat(): DateFormat {
  const { i18n } = useTranslation();
  const { data: user } = useCurrentUser();
  const calendar = user?.calendar ?? 'gregorian';
  const language = dateLanguage(i18n.language);
  return useMemo(
    () => ({
      calendar,
      language,
      dirOf: (text: string) => (isRightToLeft(language) && !digitsOnly.test(text) ? 'rtl' : 'ltr'),
      date: (value, options) => formatCalendarDate(value, calendar, language, options),
      dateTime: (value, options) => formatCalendarDateTime(value, calendar, language, options),
      time: (value) => formatTimeOfDay(value, language),
    }),
    [calendar, language],
  );
}
