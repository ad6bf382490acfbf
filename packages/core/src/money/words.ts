import type { Language } from '../contract/auth';
import { splitAmount } from './words-common';
import { amountInWordsFa } from './words-fa';
import { amountInWordsPs } from './words-ps';

const ones = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
const scales = [
  { value: 1_000_000_000n, word: 'Billion' },
  { value: 1_000_000n, word: 'Million' },
  { value: 1_000n, word: 'Thousand' },
];

function underThousand(n: number): string[] {
  const words: string[] = [];
  if (n >= 100) {
    words.push(ones[Math.floor(n / 100)]!, 'Hundred');
    n %= 100;
  }
  if (n >= 20) {
    words.push(tens[Math.floor(n / 10)]!);
    n %= 10;
  }
  if (n > 0) words.push(ones[n]!);
  return words;
}

/** Scale words go up to Billion; a larger count of billions is itself spelled out ("One Thousand Billion"). */
function wholeWords(n: bigint): string[] {
  const words: string[] = [];
  for (const scale of scales) {
    if (n >= scale.value) {
      words.push(...wholeWords(n / scale.value), scale.word);
      n %= scale.value;
    }
  }
  if (n > 0n) words.push(...underThousand(Number(n)));
  return words;
}

/**
 * An amount in English words (docs/architecture.md, Constants and limits): 'Zero' for zero, the decimals read digit by digit after 'Point'
 * (left out when they are all zero), 'Negative' before a negative amount. Works on the decimal string, so no
 * float ever rounds the amount. Returns '' for text that is not a decimal number.
 */
export function amountInWordsEn(amount: string): string {
  const split = splitAmount(amount);
  if (!split) return '';
  const { negative, whole, fraction } = split;
  const words = wholeWords(whole);
  if (words.length === 0) words.push('Zero');
  if (fraction) words.push('Point', ...[...fraction].map((d) => ones[Number(d)]!));
  return `${negative ? 'Negative ' : ''}${words.join(' ')}`;
}

const byLanguage: Record<Language, (amount: string) => string> = { en: amountInWordsEn, 'fa-AF': amountInWordsFa, ps: amountInWordsPs };

/** An amount in words in one of the app's languages (docs/decisions.md, Money and amounts); English, SPEC's, unless another is asked for. */
export function amountInWords(amount: string, language: Language = 'en'): string {
  return byLanguage[language](amount);
}
