import { describe, expect, it } from 'vitest';
import { rateTooLargeMessage } from '../contract/common';
import { settlementMessages as sm } from '../contract/settlements';
import { transactionMessages as m } from '../contract/transactions';
import { decimalMessages } from '../money/amount-messages';
import { documentBody, postSettlementBody, postTransactionBody } from './index';

/** The first refusal as [field, message], or the document. */
function refusal(schema: { safeParse: (body: unknown) => { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } }, body: object) {
  const result = schema.safeParse(body);
  if (result.success) return 'accepted';
  const issue = result.error!.issues[0]!;
  return [issue.path.join('.'), issue.message];
}

const debit = { transType: 'Debit', outAccountId: 5, inAccountId: 11, currencyId: 1, dAmount: '25.50', transDescription: 'cash out' };
const transfer = { transType: 'Transfer', outAccountId: 5, inAccountId: 6, currencyId: 1, dAmount: '10', transDescription: 'rent', cTransDescription: 'rent in' };
const exchange = { transType: 'Exchange', outAccountId: 5, inAccountId: 6, currencyId: 2, cCurrencyId: 1, dAmount: '100', cAmount: '7000', exRate: '70' };
const settlement = { transType: 'Settlement', outAccountId: 11, inAccountId: 7, currencyId: 1, dAmount: '500', transDescription: 'settled' };
const crossSettlement = { ...settlement, cCurrencyId: 2, cAmount: '7', exRate: '70' };
const settlementPost = { partnerAccountId: 7, direction: 'received', counterAccountId: 11, currencyId: 1, amount: '500', narrative: 'settled' };

describe('Debit and Credit vouchers: parsed by their rule', () => {
  it.each([
    [{ outAccountId: null }, 'outAccountId', m.accountRequired],
    [{ outAccountId: 11, inAccountId: 11 }, 'outAccountId', m.accountRequired],
    [{ outAccountId: 5, inAccountId: 6 }, 'outAccountId', m.cashSide],
    [{ transDescription: '' }, 'transDescription', m.narrativeRequired],
    [{ dAmount: undefined }, 'dAmount', m.amountPositive],
    [{ dAmount: '0.00' }, 'dAmount', m.amountPositive],
    [{ dAmount: '0.001' }, 'dAmount', m.amountPositive],
    [{ dAmount: '1.005' }, 'dAmount', decimalMessages.amountPlaces],
    [{ dAmount: '1,00' }, 'dAmount', decimalMessages.grouping],
    [{ dAmount: '100000000000000000' }, 'dAmount', m.amountTooLarge],
    [{ currencyId: undefined }, 'currencyId', m.currencyNotFound],
  ])('refuses %j under %s', (change, path, message) => {
    expect(refusal(postTransactionBody, { ...debit, ...change })).toEqual([path, message]);
    expect(refusal(postTransactionBody, { ...debit, transType: 'Credit', ...change })).toEqual([path, message]);
  });

  it('reads an accepted voucher into one amount of one currency, both narratives', () => {
    expect(postTransactionBody.parse({ ...debit, dAmount: '1,234.5' })).toEqual({
      transType: 'Debit',
      outAccountId: 5,
      inAccountId: 11,
      currencyId: 1,
      cCurrencyId: 1,
      dAmount: '1234.50',
      cAmount: '1234.50',
      exRate: '1',
      transDescription: 'cash out',
      cTransDescription: 'cash out',
      transDate: null,
      confirmUnitRate: false,
      creditLimitOverride: false,
    });
  });
});

describe('Transfer: parsed by its rule', () => {
  it.each([
    [{ outAccountId: 'x' }, 'outAccountId', m.debitAccountRequired],
    [{ inAccountId: 2147483648 }, 'inAccountId', m.creditAccountRequired],
    [{ inAccountId: 5 }, 'inAccountId', m.sameAccount],
    [{ dAmount: ' ' }, 'dAmount', m.amountRequired],
    [{ dAmount: '-3' }, 'dAmount', m.amountPositive],
    [{ dAmount: '1e17' }, 'dAmount', m.amountPositive],
    [{ dAmount: '100000000000000000.00' }, 'dAmount', m.amountTooLarge],
    [{ transDescription: null }, 'transDescription', m.debitNarrativeRequired],
    [{ cTransDescription: '' }, 'cTransDescription', m.creditNarrativeRequired],
    [{ currencyId: 0 }, 'currencyId', m.currencyRequired],
  ])('refuses %j under %s', (change, path, message) => {
    expect(refusal(postTransactionBody, { ...transfer, ...change })).toEqual([path, message]);
  });
});

describe('Exchange: parsed by its rule', () => {
  it.each([
    [{ outAccountId: undefined }, 'outAccountId', m.purchaseAccountRequired],
    [{ dAmount: '0' }, 'dAmount', m.purchaseAmountPositive],
    [{ inAccountId: undefined }, 'inAccountId', m.sellingAccountRequired],
    [{ cAmount: '' }, 'cAmount', m.sellingAmountPositive],
    [{ cAmount: '100000000000000000' }, 'dAmount', m.amountTooLarge],
    [{ dAmount: '100000000000000000', cAmount: '0' }, 'cAmount', m.sellingAmountPositive],
    [{ exRate: undefined }, 'exRate', m.rateRequired],
    [{ exRate: '0.0000009' }, 'exRate', m.rateRequired],
    [{ exRate: 'abc' }, 'exRate', m.rateRequired],
    [{ exRate: '1000000000000' }, 'exRate', rateTooLargeMessage],
    [{ currencyId: null }, 'currencyId', m.currencyRequired],
    [{ cCurrencyId: null }, 'cCurrencyId', m.currencyRequired],
  ])('refuses %j under %s', (change, path, message) => {
    expect(refusal(postTransactionBody, { ...exchange, ...change })).toEqual([path, message]);
  });

  it('rounds the rate to 8 places and keeps the clerk’s confirmation and override', () => {
    const doc = postTransactionBody.parse({ ...exchange, exRate: '70.123456789', confirmUnitRate: true, creditLimitOverride: true });
    expect(doc).toMatchObject({ exRate: '70.12345679', confirmUnitRate: true, creditLimitOverride: true, cTransDescription: null });
  });
});

describe('Settlement as an edit sends it back: parsed by its rule', () => {
  it('is refused by the posting body, which takes only the four clerk screens’ types', () => {
    expect(refusal(postTransactionBody, settlement)).toEqual(['transType', 'transType must be Debit, Credit, Transfer or Exchange']);
  });

  it.each([
    [{ outAccountId: null }, 'outAccountId', m.accountRequired],
    [{ inAccountId: null }, 'inAccountId', m.accountRequired],
    [{ inAccountId: 11 }, 'inAccountId', m.sameAccount],
    [{ dAmount: '0' }, 'dAmount', m.amountPositive],
    [{ dAmount: '100000000000000000' }, 'dAmount', m.amountTooLarge],
    [{ transDescription: '' }, 'transDescription', m.narrativeRequired],
    [{ currencyId: null }, 'currencyId', m.currencyRequired],
  ])('refuses %j under %s', (change, path, message) => {
    expect(refusal(documentBody, { ...settlement, ...change })).toEqual([path, message]);
  });

  it.each([
    [{ cAmount: '0' }, 'cAmount', m.amountPositive],
    [{ cAmount: '100000000000000000' }, 'cAmount', m.amountTooLarge],
    [{ exRate: '' }, 'exRate', m.rateRequired],
    [{ exRate: '1e12' }, 'exRate', m.rateRequired],
    [{ exRate: '1000000000000' }, 'exRate', rateTooLargeMessage],
  ])('across currencies refuses %j under %s', (change, path, message) => {
    expect(refusal(documentBody, { ...crossSettlement, ...change })).toEqual([path, message]);
  });

  it('within one currency ignores the other side’s amount and rate', () => {
    expect(documentBody.parse({ ...settlement, cCurrencyId: 1, cAmount: 'x', exRate: 'y' })).toMatchObject({ cCurrencyId: 1, cAmount: '500.00', exRate: '1' });
  });
});

describe('POST /api/settlements: parsed by the Settlement rule', () => {
  it.each([
    [{ partnerAccountId: null }, 'partnerAccountId', sm.partnerRequired],
    [{ direction: 'sideways' }, 'direction', sm.directionRequired],
    [{ counterAccountId: '' }, 'counterAccountId', sm.counterAccountRequired],
    [{ counterAccountId: 7 }, 'counterAccountId', sm.sameAccount],
    [{ currencyId: -1 }, 'currencyId', m.currencyRequired],
    [{ amount: null }, 'amount', m.amountPositive],
    [{ amount: '0.001' }, 'amount', m.amountPositive],
    [{ amount: '100000000000000000' }, 'amount', m.amountTooLarge],
    [{ counterCurrencyId: 'usd' }, 'counterCurrencyId', sm.counterCurrencyRequired],
    [{ counterCurrencyId: 2 }, 'rate', m.rateRequired],
    [{ counterCurrencyId: 2, rate: '0' }, 'rate', m.rateRequired],
    [{ counterCurrencyId: 2, rate: '1000000000000' }, 'rate', rateTooLargeMessage],
    [{ narrative: '' }, 'narrative', m.narrativeRequired],
  ])('refuses %j under %s', (change, path, message) => {
    expect(refusal(postSettlementBody, { ...settlementPost, ...change })).toEqual([path, message]);
  });

  it('reads a cross settlement with its rate, and the override as given (false when absent)', () => {
    expect(postSettlementBody.parse({ ...settlementPost, counterCurrencyId: 2, rate: '70.5' })).toMatchObject({ counterCurrencyId: 2, rate: '70.5', creditLimitOverride: false });
    expect(postSettlementBody.parse({ ...settlementPost, creditLimitOverride: true })).toMatchObject({ counterCurrencyId: 1, rate: '1', amount: '500.00', creditLimitOverride: true });
  });
});
