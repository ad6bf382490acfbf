import { describe, expect, it } from 'vitest';
import { defaultShopTimeZone, isTimeZone, shopDate } from './shop-day';

describe('shopDate', () => {
  it('puts a posting made between 00:00 and 04:30 Kabul time on the Kabul day', () => {
    // Kabul is UTC+04:30 all year: 19:30 UTC is midnight there.
    expect(shopDate(new Date('2026-11-24T19:29:59Z'), defaultShopTimeZone)).toBe('2026-11-24');
    expect(shopDate(new Date('2026-11-24T19:30:00Z'), defaultShopTimeZone)).toBe('2026-11-25');
    expect(shopDate(new Date('2026-11-24T21:30:00Z'), defaultShopTimeZone)).toBe('2026-11-25');
    expect(shopDate(new Date('2026-11-25T19:29:59Z'), defaultShopTimeZone)).toBe('2026-11-25');
  });

  it('reads other zones, across a year end', () => {
    expect(shopDate(new Date('2026-12-31T23:30:00Z'), 'UTC')).toBe('2026-12-31');
    expect(shopDate(new Date('2026-12-31T23:30:00Z'), 'Europe/London')).toBe('2026-12-31');
    expect(shopDate(new Date('2026-12-31T23:30:00Z'), 'Asia/Karachi')).toBe('2027-01-01');
  });

  it('knows real zone names only', () => {
    expect(isTimeZone('Asia/Kabul')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
