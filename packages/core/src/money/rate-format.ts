import { toRate } from './decimal';

/**
 * A rate as people read it on the board, the reports and the currency cards: grouped like an amount and never fewer
 * than 2 decimals ('70.50', not '70.5'), but with up to the 8 a rate is stored with, since a PKR rate of 0.2512 would
 * read as 0.25 cut to amount precision.
 */
export function formatRate(rate: string): string {
  const [whole = '0', fraction = ''] = toRate(rate).split('.');
  const negative = whole.startsWith('-');
  const grouped = (negative ? whole.slice(1) : whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${fraction.padEnd(2, '0')}`;
}
