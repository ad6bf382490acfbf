/** Currency symbols and colours (SPEC §3 'Currency symbols', §9 'Currency colours'). */
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
