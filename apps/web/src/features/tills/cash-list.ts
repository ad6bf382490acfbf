import { useTranslation } from 'react-i18next';
import { countedTotal, formatMoney, type CashCounts } from '@sarafi/core';
import type { CountCurrency } from '../books/cash-count';

/**
 * Amounts per currency as one line of text for a sentence ('؋ 50,000.00، $ 200.00'): each amount a left-to-right
 * isolate on a right-to-left page, so the sign keeps its side inside Dari or Pashto words.
 */
export function useMoneyList() {
  const { t, i18n } = useTranslation();
  const isolate = (text: string) => (i18n.dir() === 'rtl' ? `\u2066${text}\u2069` : text);
  return (amounts: { amount: string; code: string }[]) =>
    amounts.length === 0 ? t('tills.nothing') : amounts.map((a) => isolate(formatMoney(a.amount, a.code))).join(t('books.dayClose.listSeparator'));
}

/** Counted cash as such a line: each currency's notes and coins totalled by core's countedTotal. */
export function useCashList() {
  const moneyList = useMoneyList();
  return (counts: CashCounts, currencies: Pick<CountCurrency, 'currencyId' | 'currencyCode'>[]) =>
    moneyList(
      counts.map((c) => ({
        amount: countedTotal(c.denominations, c.coins ?? '0'),
        code: currencies.find((x) => x.currencyId === c.currencyId)?.currencyCode ?? '',
      })),
    );
}
