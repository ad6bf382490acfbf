import { describe, expect, it } from 'vitest';
import { addCalendarDays, daysUntil, idExpiryListUntil, isIdExpired, isRetained, retainedUntil } from './id-expiry';
import { idDatesInOrder } from '../contract/kyc';

describe('ID expiry and retention days', () => {
  it('counts an ID valid through its expiry day', () => {
    expect(isIdExpired('2026-03-10', '2026-03-10')).toBe(false);
    expect(isIdExpired('2026-03-10', '2026-03-11')).toBe(true);
    expect(isIdExpired(null, '2026-03-11')).toBe(false);
  });

  it('reaches 30 days ahead across month and year ends', () => {
    expect(idExpiryListUntil('2026-12-15')).toBe('2027-01-14');
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(daysUntil('2026-12-31', '2027-01-02')).toBe(2);
    expect(daysUntil('2026-03-02', '2026-03-01')).toBe(-1);
  });

  it('keeps records for whole years after the last activity, never for no activity', () => {
    expect(retainedUntil('2021-06-30', 5)).toBe('2026-06-30');
    expect(retainedUntil('2024-02-29', 1)).toBe('2025-03-01');
    expect(isRetained('2021-06-30', '2026-06-29', 5)).toBe(true);
    expect(isRetained('2021-06-30', '2026-06-30', 5)).toBe(false);
    expect(isRetained(null, '2026-06-30', 5)).toBe(false);
  });

  it('wants an expiry after the issue date when both are known', () => {
    expect(idDatesInOrder('2020-01-01', '2030-01-01')).toBe(true);
    expect(idDatesInOrder('2020-01-01', '2020-01-01')).toBe(false);
    expect(idDatesInOrder(null, '2020-01-01')).toBe(true);
  });
});
