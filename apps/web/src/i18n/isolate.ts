import { dir, type FormatterModule } from 'i18next';

const FSI = '\u2068';
const PDI = '\u2069';

/**
 * On a right-to-left page every interpolated value ({{from}}, {{code}}, {{count}} …) is a first-strong isolate
 * (FSI … PDI). Without it a number after a Dari or Pashto word counts as an Arabic number in the bidi algorithm, so
 * 'از 2026-10-25 تا 2026-11-23' showed the dates as 25-10-2026 and 23-11-2026; isolated, a date, amount, code or
 * Latin name keeps its own order, and a Dari value still reads right to left. English (and the comparison
 * `translateMessage` makes in English) gets the value unchanged. The catalogues use no named formats
 * ('{{value, number}}'), so this module takes the place of i18next's formatter; with `alwaysFormat` it sees every value.
 */
export const isolateValues: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value: unknown, _format, lng): string => {
    // Anything else (no value, an object for nesting) goes back to i18next untouched.
    if (value === null || value === undefined || typeof value === 'object' || dir(lng) !== 'rtl') return value as string;
    return `${FSI}${String(value as string | number)}${PDI}`;
  },
};
