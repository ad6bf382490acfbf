import { describe, expect, it } from 'vitest';
import { shopView } from './account-nature';
import { previewBalances } from './balance-preview';

const customer = [
  { currencyCode: 'AFN', totalBalance: '250000.00', nature: 'liability' as const },
  { currencyCode: 'USD', totalBalance: '-40.00', nature: 'liability' as const },
];

describe('previewBalances', () => {
  it('adds to the in-account and takes from the out-account, in the posting currency only', () => {
    expect(previewBalances(customer, { currencyCode: 'AFN', side: 'in', amount: '1,500.50' }, 'liability')).toEqual([
      { currencyCode: 'AFN', nature: 'liability', now: '250000.00', after: '251500.50' },
      { currencyCode: 'USD', nature: 'liability', now: '-40.00', after: null },
    ]);
    expect(previewBalances(customer, { currencyCode: 'USD', side: 'out', amount: '60' }, 'liability')[1]).toMatchObject({ after: '-100.00' });
  });

  it('reads through shopView: a customer paid more than they hold goes from owed to to owed by', () => {
    const [afn] = previewBalances(customer, { currencyCode: 'AFN', side: 'out', amount: '250000.01' }, 'liability');
    expect(shopView(afn!.now, afn!.nature)).toMatchObject({ amount: '250000.00', owed: 'to' });
    expect(shopView(afn!.after!, afn!.nature)).toMatchObject({ amount: '0.01', owed: 'by' });
  });

  it('cash (an asset, stored negative when held) shows the drawer growing when cash comes in on the out side', () => {
    const [afn] = previewBalances([{ currencyCode: 'AFN', totalBalance: '-1000.00', nature: 'asset' }], { currencyCode: 'AFN', side: 'out', amount: '500' }, 'asset');
    expect(shopView(afn!.after!, 'asset').amount).toBe('1500.00');
  });

  it('starts a currency the account never held from zero, and rounds half-up to cents as the posting will', () => {
    expect(previewBalances([], { currencyCode: 'EUR', side: 'in', amount: '10.005' }, 'liability')).toEqual([
      { currencyCode: 'EUR', nature: 'liability', now: '0.00', after: '10.01' },
    ]);
  });

  it('previews nothing while the amount is empty, not a number, zero or negative', () => {
    for (const amount of ['', 'abc', '0', '-5', '1,2,3']) {
      expect(previewBalances(customer, { currencyCode: 'AFN', side: 'in', amount }, 'liability').every((row) => row.after === null)).toBe(true);
    }
    expect(previewBalances(customer, null, 'liability').map((r) => r.after)).toEqual([null, null]);
  });
});
