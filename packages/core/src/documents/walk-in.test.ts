import { describe, expect, it } from 'vitest';
import { checkLoadedDocument, documentRule, postTransactionBody, type LoadedAccount } from './index';

const AFN = { id: 2, code: 'AFN' };
const USD = { id: 1, code: 'USD' };
const account = (id: number, accountType: string, currencyId: number, isSystem = false): LoadedAccount => ({
  id,
  accountCode: String(id),
  accountType,
  currencyId,
  isSystem,
  accountStatus: 'active',
});
// As seeded: a business-type AFN account, yet it holds every currency.
const cash = account(11, 'business', AFN.id, true);
const fxPosition = account(12, 'company', USD.id, true);
const afnCustomer = account(101, 'customer', AFN.id);
const usdCustomer = account(102, 'customer', USD.id);

const buyUsd = { transType: 'Exchange', currencyId: USD.id, cCurrencyId: AFN.id, dAmount: '1,000', cAmount: '68750', exRate: '68.75' } as const;
const checked = (out: LoadedAccount, into: LoadedAccount, currency = USD, cCurrency = AFN) => {
  const legs = { outAccountId: out.id, inAccountId: into.id, currencyId: currency.id, cCurrencyId: cCurrency.id, dAmount: '1000.00', cAmount: '68750.00', exRate: '68.75' };
  const result = checkLoadedDocument(documentRule('Exchange'), legs, { out, into, currency, cCurrency });
  return result.ok ? null : result.failure.code;
};

describe('an exchange against the shop cash (a walk-in deal)', () => {
  it('lets the cash stand on either side or both, in any currency', () => {
    expect(checked(cash, cash)).toBeNull();
    expect(checked(usdCustomer, cash)).toBeNull();
    expect(checked(cash, afnCustomer)).toBeNull();
  });

  it('still names no other system account, and keeps the own-currency rule for the customer side', () => {
    expect(checked(fxPosition, cash)).toBe('account.idNotFound');
    expect(checked(cash, usdCustomer)).toBe('transaction.ownCurrencyOnly');
    expect(checked(cash, cash, USD, USD)).toBe('transaction.sameCurrency');
  });

  it('keeps the walk-in, trimmed, only when a side is the cash; blank is none', () => {
    const parse = (body: object) => postTransactionBody.parse({ ...buyUsd, ...body });
    expect(parse({ outAccountId: 11, inAccountId: 11, walkInName: '  Rahim ', walkInPhone: ' 0700 ' })).toMatchObject({ walkInName: 'Rahim', walkInPhone: '0700' });
    expect(parse({ outAccountId: 102, inAccountId: 11, walkInName: '', walkInPhone: '  ' })).toMatchObject({ walkInName: null, walkInPhone: null });
    expect(parse({ outAccountId: 102, inAccountId: 101, walkInName: 'Rahim' })).toMatchObject({ walkInName: null, walkInPhone: null });
    // Not named at all: an edit keeps the stored ones.
    expect(parse({ outAccountId: 11, inAccountId: 101 }).walkInName).toBeUndefined();
  });

  it('bounds the walk-in name and phone as an account bounds its own', () => {
    const problems = (body: object) => postTransactionBody.safeParse({ ...buyUsd, outAccountId: 11, inAccountId: 11, ...body }).error?.issues.map((i) => i.path.join('.'));
    expect(problems({ walkInName: 'x'.repeat(256) })).toEqual(['walkInName']);
    expect(problems({ walkInPhone: '1'.repeat(51) })).toEqual(['walkInPhone']);
    expect(problems({ walkInName: 'x'.repeat(255), walkInPhone: '1'.repeat(50) })).toBeUndefined();
  });
});
