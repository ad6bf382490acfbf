import { scaleGroups, splitAmount } from './words-common';

const ones = ['صفر', 'یو', 'دوه', 'درې', 'څلور', 'پنځه', 'شپږ', 'اووه', 'اته', 'نهه', 'لس', 'یوولس', 'دوولس', 'دیارلس', 'څوارلس', 'پنځلس', 'شپاړس', 'اوولس', 'اتلس', 'نولس'];
const tens = ['', '', 'شل', 'دېرش', 'څلوېښت', 'پنځوس', 'شپېته', 'اویا', 'اتیا', 'نوي'];
// 21–29 are not 'unit + شل' but contracted forms on ویشت; from 31 on the unit comes first, as its own word.
const twenties = ['شل', 'یوویشت', 'دوه ویشت', 'درویشت', 'څلرویشت', 'پنځه ویشت', 'شپږویشت', 'اووه ویشت', 'اته ویشت', 'نهه ویشت'];
// After a count above one the noun takes its plural: دوه سوه, دوه زره, دوه میلیونه, دوه میلیارده.
const scales = [
  { one: 'میلیارد', many: 'میلیارده' },
  { one: 'میلیون', many: 'میلیونه' },
  { one: 'زر', many: 'زره' },
];
const and = ' او ';

function underHundred(n: number): string {
  if (n < 20) return ones[n]!;
  if (n < 30) return twenties[n - 20]!;
  const unit = n % 10;
  return unit === 0 ? tens[n / 10]! : `${ones[unit]} ${tens[Math.floor(n / 10)]}`;
}

function underThousand(n: number): string[] {
  const parts: string[] = [];
  if (n >= 100) parts.push(`${ones[Math.floor(n / 100)]} ${n >= 200 ? 'سوه' : 'سل'}`);
  if (n % 100 > 0) parts.push(underHundred(n % 100));
  return parts;
}

function wholeWords(n: bigint): string {
  return scaleGroups(n)
    .map(({ count, scale }) => {
      if (scale === 3) return underThousand(Number(count)).join(and);
      const word = count === 1n ? scales[scale]!.one : scales[scale]!.many;
      return `${wholeWords(count)} ${word}`;
    })
    .join(and);
}

/**
 * An amount in Pashto words, built like the English one (docs/architecture.md, Constants and limits): 'صفر' for zero, the decimals read digit by
 * digit after 'اعشاریه', 'منفي' before a negative amount; the parts joined with 'او'. '' for text that is not a number.
 */
export function amountInWordsPs(amount: string): string {
  const split = splitAmount(amount);
  if (!split) return '';
  const words = [split.whole === 0n ? ones[0]! : wholeWords(split.whole)];
  if (split.fraction) words.push('اعشاریه', ...[...split.fraction].map((d) => ones[Number(d)]!));
  return `${split.negative ? 'منفي ' : ''}${words.join(' ')}`;
}
