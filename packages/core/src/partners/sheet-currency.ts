/**
 * Names partners write for a currency instead of its code, in Dari, Pashto and English. A sheet from Kabul says
 * 'افغانی' or 'دالر' as readily as AFN or USD.
 */
const currencyNames: Record<string, string> = {
  افغانی: 'AFN',
  افغانۍ: 'AFN',
  افغاني: 'AFN',
  AFGHANI: 'AFN',
  دالر: 'USD',
  ډالر: 'USD',
  DOLLAR: 'USD',
  یورو: 'EUR',
  يورو: 'EUR',
  EURO: 'EUR',
  کلدار: 'PKR',
  روپیه: 'PKR',
  کالدار: 'PKR',
  RUPEE: 'PKR',
};

/** The currency code a sheet's cell names: a code as written ('usd' → 'USD') or one of the names above. */
export function sheetCurrencyCode(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ').toUpperCase();
  return currencyNames[trimmed] ?? trimmed;
}
