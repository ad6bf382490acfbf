/** Currency symbols and colours (docs/architecture.md, Wire fields, 'Currency symbols'; Constants and limits, 'Currency colours'), and the one money format. */
import type Decimal from 'decimal.js';
import { formatAmount } from './decimal';

export function currencySymbol(code: string | null | undefined): string {
  switch ((code ?? '').trim().toUpperCase()) {
    case '':
      return '؋';
    case 'USD':
    case '$':
      return '$';
    case 'AFN':
      return '؋';
    case 'EUR':
      return '€';
    case 'PKR':
      return '₨';
    case 'GBP':
      return '£';
    default:
      return code ?? '';
  }
}

/**
 * The one way an amount is shown (docs/decisions.md, Money and amounts): the currency's symbol, a space, then the amount with its
 * sign, comma thousands and 2 decimals: '؋ -1,250.00'. The sign stays beside the digits in tables and totals alike.
 * `currency` may be a code or a symbol already (currencySymbol maps a symbol to itself).
 */
export function formatMoney(amount: Decimal.Value, currency: string | null | undefined): string {
  return `${currencySymbol(currency)} ${formatAmount(amount)}`;
}

/** Maps a symbol or code back to one of the four trading currencies; anything else is AFN. */
export function normaliseCurrencyCode(value: string | null | undefined): 'USD' | 'AFN' | 'EUR' | 'PKR' {
  switch ((value ?? '').trim().toUpperCase()) {
    case 'USD':
    case '$':
      return 'USD';
    case 'EUR':
    case '€':
      return 'EUR';
    case 'PKR':
    case '₨':
      return 'PKR';
    default:
      return 'AFN';
  }
}

export type CurrencyColour = 'blue' | 'green' | 'purple' | 'orange';

export function currencyColour(code: string | null | undefined): CurrencyColour {
  switch (normaliseCurrencyCode(code)) {
    case 'USD':
      return 'blue';
    case 'EUR':
      return 'purple';
    case 'PKR':
      return 'orange';
    default:
      return 'green';
  }
}
