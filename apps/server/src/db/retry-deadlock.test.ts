import { describe, expect, it } from 'vitest';
import { isDeadlock, retryOnDeadlock } from './retry-deadlock';

/** What drizzle throws when PostgreSQL picks the transaction as a deadlock's victim: its own error, the driver's as cause. */
const deadlock = () => Object.assign(new Error('Failed query: …'), { cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }) });

describe('a deadlock victim runs again', () => {
  it('knows a deadlock by the driver’s code, however deep drizzle wrapped it', () => {
    expect(isDeadlock(deadlock())).toBe(true);
    expect(isDeadlock({ code: '40P01' })).toBe(true);
    expect(isDeadlock(new Error('deadlock detected'))).toBe(false);
    expect(isDeadlock({ cause: { code: '23505' } })).toBe(false);
    expect(isDeadlock(undefined)).toBe(false);
  });

  it('runs the transaction again after a deadlock and answers with its result', async () => {
    let runs = 0;
    const result = await retryOnDeadlock(async () => {
      runs += 1;
      if (runs < 3) throw deadlock();
      return 'posted';
    });
    expect([result, runs]).toEqual(['posted', 3]);
  });

  it('never runs again after any other failure, and gives up after four deadlocks', async () => {
    let runs = 0;
    await expect(
      retryOnDeadlock(async () => {
        runs += 1;
        throw Object.assign(new Error('duplicate key'), { code: '23505' });
      }),
    ).rejects.toThrow('duplicate key');
    expect(runs).toBe(1);
    runs = 0;
    await expect(
      retryOnDeadlock(async () => {
        runs += 1;
        throw deadlock();
      }),
    ).rejects.toThrow('Failed query');
    expect(runs).toBe(4);
  });
});
