import { maxSerialId, westernDigits } from '@sarafi/core';

/**
 * The transaction id a palette text names: digits alone or after '#' ('123', '#123', '#۱۲۳'), as a receipt or a
 * colleague quotes it; null for any other text.
 */
export function transactionIdOf(text: string): number | null {
  const match = /^#?\s*([0-9]{1,10})$/.exec(westernDigits(text.trim()));
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= maxSerialId ? id : null;
}
