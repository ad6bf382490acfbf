import { describe, expect, it } from 'vitest';
import { chartDays, monthRange, monthToDate } from './fx-format';

describe('the FX reports’ periods and figures', () => {
  it('opens on the month so far of the reader’s calendar', () => {
    expect(monthToDate('2026-04-15', 'gregorian')).toEqual({ from: '2026-04-01', to: '2026-04-15' });
    // 15 April 2026 is 26 Hamal 1405; Hamal began on 21 March.
    expect(monthToDate('2026-04-15', 'solar-hijri')).toEqual({ from: '2026-03-21', to: '2026-04-15' });
    expect(monthToDate('2026-03-21', 'solar-hijri')).toEqual({ from: '2026-03-21', to: '2026-03-21' });
  });

  it('names a month’s days in either calendar, leap days included', () => {
    expect(monthRange('2024-02', 'gregorian')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthRange('1405-01', 'solar-hijri')).toEqual({ from: '2026-03-21', to: '2026-04-20' });
    expect(monthRange('1403-12', 'solar-hijri')).toEqual({ from: '2025-02-19', to: '2025-03-20' });
  });

  it('charts every day of the period, a quiet day at 0', () => {
    const days = chartDays([{ date: '2026-03-02', realisedProfit: '-12.50' }], { from: '2026-02-28', to: '2026-03-02' });
    expect(days).toEqual([
      { date: '2026-02-28', profit: 0, realisedProfit: '0.00' },
      { date: '2026-03-01', profit: 0, realisedProfit: '0.00' },
      { date: '2026-03-02', profit: -12.5, realisedProfit: '-12.50' },
    ]);
  });
});
