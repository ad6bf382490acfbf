import { useQuery } from '@tanstack/react-query';
import { countsCoins, denominationsOf, type Currency } from '@sarafi/core';
import { useDayCloseSettings } from '../books/books-queries';
import type { CountCurrency } from '../books/cash-count';

/**
 * The currencies a till's cash is counted in: every active currency, each with the notes the day-close settings name
 * for it (the server refuses any other note) and a coins line where the notes stop above the cent, the same sheet the
 * day close counts on. Every one is offered, since a clerk is not told which the books expect.
 */
export function useCountCurrencies() {
  const settings = useDayCloseSettings();
  const currencies = useQuery<Currency[]>({ queryKey: ['/api/currencies'] });
  const sheet: CountCurrency[] =
    settings.data && currencies.data
      ? currencies.data
          .filter((c) => c.isActive)
          .map((c) => {
            const notes = denominationsOf(settings.data, c.code);
            return { currencyId: c.id, currencyCode: c.code, notes, coins: countsCoins(notes) };
          })
      : [];
  return { currencies: sheet, isLoading: settings.isLoading || currencies.isLoading, error: settings.error ?? currencies.error, refetch: () => void Promise.all([settings.refetch(), currencies.refetch()]) };
}
