import { useQuery } from '@tanstack/react-query';
import { countsCoins, denominationsOf, type Currency } from '@sarafi/core';
import { useDayCloseSettings } from '../books/books-queries';
import type { CountCurrency } from '../books/cash-count';

/**
 * The currencies a till's cash is counted in, each with the notes the day-close settings name for it (the server
 * refuses any other note) and a coins line where the notes stop above the cent: the same sheet the day close counts on.
 * `only` narrows it to some currencies (a shift's), in that order; otherwise every active currency.
 */
export function useCountCurrencies(only?: number[]) {
  const settings = useDayCloseSettings();
  const currencies = useQuery<Currency[]>({ queryKey: ['/api/currencies'] });
  const loaded = settings.data && currencies.data;
  const chosen = loaded
    ? only
      ? only.map((id) => currencies.data.find((c) => c.id === id)).filter((c): c is Currency => c !== undefined)
      : currencies.data.filter((c) => c.isActive)
    : [];
  const sheet: CountCurrency[] = loaded
    ? chosen.map((c) => {
        const notes = denominationsOf(settings.data, c.code);
        return { currencyId: c.id, currencyCode: c.code, notes, coins: countsCoins(notes) };
      })
    : [];
  return { currencies: sheet, isLoading: settings.isLoading || currencies.isLoading, error: settings.error ?? currencies.error, refetch: () => void Promise.all([settings.refetch(), currencies.refetch()]) };
}
