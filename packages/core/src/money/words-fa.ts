import { scaleGroups, splitAmount } from './words-common';

// Afghan Dari: هژده (not Iranian هجده), the hundreds as یکصد/دوصد (not صد/دویست), and یک before هزار, میلیون, میلیارد.
const ones = ['صفر', 'یک', 'دو', 'سه', 'چهار', 'پنج', 'شش', 'هفت', 'هشت', 'نه', 'ده', 'یازده', 'دوازده', 'سیزده', 'چهارده', 'پانزده', 'شانزده', 'هفده', 'هژده', 'نزده'];
const tens = ['', '', 'بیست', 'سی', 'چهل', 'پنجاه', 'شصت', 'هفتاد', 'هشتاد', 'نود'];
// سه‌صد carries a zero-width non-joiner: ه joins forward, and سهصد would read as one garbled word.
const hundreds = ['', 'یکصد', 'دوصد', 'سه‌صد', 'چهارصد', 'پنجصد', 'ششصد', 'هفتصد', 'هشتصد', 'نهصد'];
const scales = ['میلیارد', 'میلیون', 'هزار'];
const and = ' و ';

function underThousand(n: number): string[] {
  const parts: string[] = [];
  if (n >= 100) parts.push(hundreds[Math.floor(n / 100)]!);
  n %= 100;
  if (n >= 20) {
    parts.push(tens[Math.floor(n / 10)]!);
    n %= 10;
  }
  if (n > 0) parts.push(ones[n]!);
  return parts;
}

function wholeWords(n: bigint): string {
  return scaleGroups(n)
    .map(({ count, scale }) => (scale === 3 ? underThousand(Number(count)).join(and) : `${wholeWords(count)} ${scales[scale]}`))
    .join(and);
}

/**
 * An amount in Dari words, built like the English one (docs/architecture.md, Constants and limits): 'صفر' for zero, the decimals read digit by digit
 * after 'اعشاریه', 'منفی' before a negative amount; the parts joined with 'و'. '' for text that is not a number.
 */
export function amountInWordsFa(amount: string): string {
  const split = splitAmount(amount);
  if (!split) return '';
  const words = [split.whole === 0n ? ones[0]! : wholeWords(split.whole)];
  if (split.fraction) words.push('اعشاریه', ...[...split.fraction].map((d) => ones[Number(d)]!));
  return `${split.negative ? 'منفی ' : ''}${words.join(' ')}`;
}
