import { describe, expect, it } from 'vitest';
import { accountTypes } from '../enums';
import { accountTypeChange } from './account-type-change';

describe('accountTypeChange', () => {
  it('is free before the first posting, and for no change', () => {
    for (const from of accountTypes) for (const to of accountTypes) expect(accountTypeChange(from, to, false)).toBe('free');
    expect(accountTypeChange('partner', 'partner', true)).toBe('free');
  });

  it('locks moves between clients, companies, partners and banks once the account has postings', () => {
    expect(accountTypeChange('customer', 'partner', true)).toBe('locked');
    expect(accountTypeChange('partner', 'company', true)).toBe('locked');
    expect(accountTypeChange('customer', 'company', true)).toBe('locked');
    expect(accountTypeChange('hawala_partner', 'customer', true)).toBe('locked');
    expect(accountTypeChange('bank', 'business', true)).toBe('locked');
  });

  it('lets an admin move within one kind once the account has postings', () => {
    expect(accountTypeChange('customer', 'personal', true)).toBe('admin');
    expect(accountTypeChange('business', 'customer', true)).toBe('admin');
    expect(accountTypeChange('partner', 'hawala_partner', true)).toBe('admin');
  });
});
