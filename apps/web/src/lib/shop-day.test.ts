import { describe, expect, it } from 'vitest';
import { rememberShopTimeZone, shopToday } from './shop-day';

describe('shopToday', () => {
  it('is the day in the shop zone the server names, not the browser zone', () => {
    const kabulMorning = new Date('2026-11-24T21:00:00Z');
    expect(shopToday(kabulMorning)).toBe('2026-11-25');
    rememberShopTimeZone('Europe/London');
    expect(shopToday(kabulMorning)).toBe('2026-11-24');
    rememberShopTimeZone('Asia/Kabul');
  });
});
