import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { stockNarrative } from '@sarafi/core';
import { useDateFormat } from './use-date-format';

/**
 * A stored narrative or remark as a screen shows it: one the server wrote in English (core `stockNarrative`: a hawala
 * payout's 'Hawala 17 from Ahmad', a day close's over/short, an imported hawala's remark) in the reader's words, its
 * dates in the reader's calendar; anything a person typed as typed (docs/decisions.md, Web and i18n).
 */
export function narrativeText(t: TFunction, formatDate: (iso: string) => string, text: string | null | undefined): string {
  const stock = stockNarrative(text);
  if (!stock) return text ?? '';
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(stock.values)) {
    values[name] = value.kind === 'text' ? value.text : value.kind === 'date' ? formatDate(value.iso) : value.count;
  }
  return t(`narratives.${stock.key}`, values);
}

/** `narrativeText` in the page's language and the user's calendar, for components. */
export function useNarrativeText() {
  const { t } = useTranslation();
  const format = useDateFormat();
  return (text: string | null | undefined) => narrativeText(t, (iso) => format.date(iso), text);
}
