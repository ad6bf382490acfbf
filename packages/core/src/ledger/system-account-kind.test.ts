import { describe, expect, it } from 'vitest';
import { systemAccountOf } from './system-account-kind';

describe('systemAccountOf', () => {
  it('names the shop’s own system accounts by kind and currency', () => {
    expect(systemAccountOf('COMM-AFN')).toEqual({ kind: 'commissionIncome', currency: 'AFN' });
    expect(systemAccountOf('FX-USD')).toEqual({ kind: 'fxPosition', currency: 'USD' });
    expect(systemAccountOf('HWA-PKR')).toEqual({ kind: 'toAssign', currency: 'PKR' });
    expect(systemAccountOf('OS-EUR')).toEqual({ kind: 'overShort', currency: 'EUR' });
  });

  it('leaves staff accounts and the drawer alone', () => {
    expect(systemAccountOf('AC1001')).toBeNull();
    expect(systemAccountOf('11')).toBeNull();
    expect(systemAccountOf(null)).toBeNull();
  });
});
