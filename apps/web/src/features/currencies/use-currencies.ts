import { useQuery } from '@tanstack/react-query';
import type { Currency } from '@sarafi/core';

export const currenciesKey = ['/api/currencies'];

/** The currency list, shared by the currency screen and the converter, so an edited rate shows in both. */
export const useCurrencies = () => useQuery<Currency[]>({ queryKey: currenciesKey });
