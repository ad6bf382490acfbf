import { describe, expect, it } from 'vitest';
import { accountDisplayName } from './display-name';

describe('accountDisplayName', () => {
  it('is the first name then the last name, not the first name alone', () => {
    expect(accountDisplayName({ accountName: 'Ahmad Wali', lastName: 'Popal' })).toBe('Ahmad Wali Popal');
  });

  it('is the stored name alone when there is no last name (a company, a system account)', () => {
    expect(accountDisplayName({ accountName: 'London Partner', lastName: null })).toBe('London Partner');
    expect(accountDisplayName({ accountName: 'Cash at Shop' })).toBe('Cash at Shop');
    expect(accountDisplayName({ accountName: 'Farid', lastName: '  ' })).toBe('Farid');
  });

  it('never leaves stray spaces from what was typed', () => {
    expect(accountDisplayName({ accountName: ' Ahmad ', lastName: ' Rahimi ' })).toBe('Ahmad Rahimi');
  });
});
