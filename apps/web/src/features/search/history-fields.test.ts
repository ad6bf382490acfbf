import { describe, expect, it } from 'vitest';
import { transactionSchema } from '@sarafi/core';
import { en } from '../../i18n/en';
import { historyLabelKey, historyValue } from './history-fields';

const lookup = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

describe('history drawer fields', () => {
  it('gives every field an edit can change a screen label that exists in the catalogue', () => {
    const changeable = Object.keys(transactionSchema.shape).filter((f) => !['id', 'updatedAt', 'dateModified', 'userModified', 'warnings'].includes(f)); // warnings: the posting's answer, never stored
    for (const field of changeable) {
      const key = historyLabelKey(field);
      expect(key, field).not.toBeNull();
      expect(typeof lookup(key!), `${field} → ${key}`).toBe('string');
    }
    expect(lookup(historyLabelKey('dAmount')!)).toBe('Amount');
    expect(lookup(historyLabelKey('outAccountId')!)).toBe('Debit Account');
  });

  it('reads an amount in the currency of its own side, so an edit that changes both shows each correctly', () => {
    expect(historyValue('dAmount', '1234.5', { currencyId: 2 })).toEqual({ kind: 'money', amount: '1234.5', currencyId: 2 });
    expect(historyValue('cAmount', '7000.00', { currencyId: 1, cCurrencyId: 2 })).toEqual({ kind: 'money', amount: '7000.00', currencyId: 2 });
    expect(historyValue('dAmount', '5', null)).toEqual({ kind: 'money', amount: '5', currencyId: null });
  });

  it('names accounts and currencies by id for lookup, shows dates as dates, and blanks as empty', () => {
    expect(historyValue('inAccountId', 42, {})).toEqual({ kind: 'account', accountId: 42 });
    expect(historyValue('cCurrencyId', 1, {})).toEqual({ kind: 'currency', currencyId: 1 });
    expect(historyValue('transDate', '2026-11-03', {})).toEqual({ kind: 'date', iso: '2026-11-03', withTime: false });
    expect(historyValue('transDescription', '', {})).toEqual({ kind: 'empty' });
    expect(historyValue('outAccountId', null, {})).toEqual({ kind: 'empty' });
    expect(historyValue('transDescription', 'Rent', {})).toEqual({ kind: 'text', text: 'Rent' });
    expect(historyValue('partyIdType', 'tazkira', {})).toEqual({ kind: 'idType', idType: 'tazkira' });
  });
});
