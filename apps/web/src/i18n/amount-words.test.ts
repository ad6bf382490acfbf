import { describe, expect, it } from 'vitest';
import { amountWords, appLanguage } from './amount-words';

describe('amount in words beside English', () => {
  it('shows only English words in English', () => {
    expect(amountWords('1500.50', 'en')).toEqual({ english: 'One Thousand Five Hundred Point Five Zero', local: '' });
  });

  it('adds the Dari or Pashto words in those languages', () => {
    expect(amountWords('1500', 'fa-AF')).toEqual({ english: 'One Thousand Five Hundred', local: 'یک هزار و پنجصد' });
    expect(amountWords('1500', 'ps')).toEqual({ english: 'One Thousand Five Hundred', local: 'یو زر او پنځه سوه' });
  });

  it('shows nothing until there is an amount', () => {
    expect(amountWords('0', 'ps')).toEqual({ english: '', local: '' });
  });

  it('reads an unknown language code as English', () => {
    expect(appLanguage('fa-AF')).toBe('fa-AF');
    expect(appLanguage('ps')).toBe('ps');
    expect(appLanguage('fa')).toBe('en');
    expect(appLanguage(undefined)).toBe('en');
  });
});
