import { useQuery } from '@tanstack/react-query';
import type { ExchangeDeskSettings } from '@sarafi/core';

export const exchangeDeskKey = ['/api/settings/exchange-desk'];

/** The shop's base currency and the board switch: the currency cards, the Exchange form's margin and the settings card read it. */
export const useExchangeDesk = () => useQuery<ExchangeDeskSettings>({ queryKey: exchangeDeskKey });
