import { languages, type CalendarKind, type Language } from '@sarafi/core';

export const boardPath = '/board';

export interface BoardOptions {
  language: Language;
  calendar: CalendarKind;
}

/** The language the shop's customers read: the board opens in it when its address names none. */
export const boardDefaultLanguage: Language = 'fa-AF';

/**
 * The board's language and calendar come from its address, since a TV has no user to remember them: `?lang=en`
 * (or `ps`; Dari when none is named) and `?calendar=`, which defaults to Solar Hijri for Dari and Pashto, as the
 * shop's customers read dates in them.
 */
export function boardOptions(search: string): BoardOptions {
  const params = new URLSearchParams(search);
  const language: Language = languages.find((l) => l === params.get('lang')) ?? boardDefaultLanguage;
  const calendar = params.get('calendar');
  if (calendar === 'gregorian' || calendar === 'solar-hijri') return { language, calendar };
  return { language, calendar: language === 'en' ? 'gregorian' : 'solar-hijri' };
}
