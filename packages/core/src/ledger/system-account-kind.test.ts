import { describe, expect, it } from 'vitest';
import { systemAccountOf } from './system-account-kind';

describe('systemAccountOf', () => {
  it('names the shop’s own system accounts by kind and currency', () => {
    expect(systemAccountOf('COMM-AFN')).toEqual({ kind: 'commissionIncome', currency: 'AFN' });
    expect(systemAccountOf('FX-USD')).toEqual({ kind: 'fxPosition', currency: 'USD' });
    expect(systemAccountOf('FXPL-AFN')).toEqual({ kind: 'fxIncome', currency: 'AFN' });
    expect(systemAccountOf('HWA-PKR')).toEqual({ kind: 'toAssign', currency: 'PKR' });
    expect(systemAccountOf('OS-EUR')).toEqual({ kind: 'overShort', currency: 'EUR' });
  });

  it('names the drawer, which holds every currency, without one', () => {
    expect(systemAccountOf('11')).toEqual({ kind: 'cash', currency: null });
  });

  it('leaves staff accounts alone, even a code that begins like the drawer’s', () => {
    expect(systemAccountOf('AC1001')).toBeNull();
    expect(systemAccountOf('110')).toBeNull();
    expect(systemAccountOf('1001')).toBeNull();
    expect(systemAccountOf(null)).toBeNull();
  });
});
