import { describe, expect, it } from 'vitest';
import { ageOf } from './backup-age';

const now = new Date('2026-11-25T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const minute = 60_000;
const hour = 60 * minute;

describe('ageOf', () => {
  it.each([
    ['a time ahead of the clock', before(-5 * minute), { unit: 'justNow' }],
    ['59 seconds', before(59_000), { unit: 'justNow' }],
    ['1 minute', before(minute), { unit: 'minutes', count: 1 }],
    ['59 minutes 59 seconds', before(hour - 1000), { unit: 'minutes', count: 59 }],
    ['1 hour', before(hour), { unit: 'hours', count: 1 }],
    ['3 hours 40 minutes', before(3 * hour + 40 * minute), { unit: 'hours', count: 3 }],
    ['47 hours', before(47 * hour + 59 * minute), { unit: 'hours', count: 47 }],
    ['48 hours', before(48 * hour), { unit: 'days', count: 2 }],
    ['10 days', before(10 * 24 * hour + 5 * hour), { unit: 'days', count: 10 }],
  ])('%s ago', (_, iso, age) => {
    expect(ageOf(iso, now)).toEqual(age);
  });
});
