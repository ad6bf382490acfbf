import { westernDigits } from '@sarafi/core';

/** Whole notes only; Persian and Arabic digits count as their Western ones, anything else is dropped as typed. */
export const noteCount = (text: string) => westernDigits(text).replace(/\D/g, '').slice(0, 8);

/**
 * The coins-and-cents box as typed: digits and one decimal point (a Persian decimal separator '٫' or a comma count as
 * one), at most two places, so the text is always on its way to an amount the server takes.
 */
export function coinsText(text: string) {
  const plain = westernDigits(text).replace(/[٫,]/g, '.').replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = plain.split('.');
  const cents = rest.join('').slice(0, 2);
  return (plain.includes('.') ? `${whole.slice(0, 12)}.${cents}` : whole.slice(0, 12));
}

/** The coins box as an amount: '' and a lone point are none, a trailing point is dropped ('5.' is 5). */
export const coinsAmount = (text: string) => text.replace(/\.$/, '').replace(/^\./, '0.') || '0';
