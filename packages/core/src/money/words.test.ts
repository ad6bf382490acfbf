import { describe, expect, it } from 'vitest';
import { amountInWords } from './words';

describe('amount in words', () => {
  it.each([
    ['0', 'Zero'],
    ['0.00', 'Zero'],
    ['7', 'Seven'],
    ['15', 'Fifteen'],
    ['20', 'Twenty'],
    ['99', 'Ninety Nine'],
    ['100', 'One Hundred'],
    ['101', 'One Hundred One'],
    ['1000', 'One Thousand'],
    ['1,234.50', 'One Thousand Two Hundred Thirty Four Point Five Zero'],
    ['7000.00', 'Seven Thousand'],
    ['0.05', 'Zero Point Zero Five'],
    ['12.3', 'Twelve Point Three'],
    ['1000000', 'One Million'],
    ['2500000.75', 'Two Million Five Hundred Thousand Point Seven Five'],
    ['1000000001', 'One Billion One'],
    ['999999999999', 'Nine Hundred Ninety Nine Billion Nine Hundred Ninety Nine Million Nine Hundred Ninety Nine Thousand Nine Hundred Ninety Nine'],
    ['1000000000000', 'One Thousand Billion'],
    ['-42.10', 'Negative Forty Two Point One Zero'],
    ['-0.00', 'Zero'],
    ['abc', ''],
    ['1.2.3', ''],
  ])('%s → %s', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });
});
