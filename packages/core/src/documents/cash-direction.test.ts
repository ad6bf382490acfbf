import { describe, expect, it } from 'vitest';
import { CASH_ACCOUNT_ID } from '../contract/transactions';
import { accountTypes } from '../enums';
import { entriesFor } from '../ledger/entries';
import { accountNature, shopView } from '../ledger/account-nature';
import { Money } from '../money/decimal';
import { cashDirectionOf, cashDirectionOfSides, cashDirections, storedCashDirection, voucherWireForm } from './cash-direction';
import { checkLoadedDocument } from './check-loaded';
import { documentRule } from './index';

const AFN = { id: 1, code: 'AFN' };
const cash = { id: CASH_ACCOUNT_ID, accountCode: '11', accountType: 'business', currencyId: AFN.id, isSystem: true, accountStatus: 'active' };
const accountOf = (accountType: string) => ({ id: 40, accountCode: 'A40', accountType, currencyId: AFN.id, isSystem: false, accountStatus: 'active' });

/** The drawer's figure after one voucher of 100 from an empty drawer, as the shop reads it. */
function drawerAfter(wire: ReturnType<typeof voucherWireForm>) {
  const doc = { ...wire, currencyId: AFN.id, cCurrencyId: AFN.id, dAmount: '100.00', cAmount: '100.00', exRate: '1' };
  const stored = entriesFor(doc, () => 0)
    .filter((e) => e.accountId === CASH_ACCOUNT_ID)
    .reduce((sum, e) => sum.plus(e.amount), new Money(0));
  return shopView(stored.toFixed(2), accountNature(cash)).amount;
}

describe('voucherWireForm: the cash direction the clerk chose, as the wire form that moves the drawer that way', () => {
  it.each(accountTypes.flatMap((type) => cashDirections.map((direction) => [type, direction] as const)))('a %s account, cash %s', (accountType, direction) => {
    const account = accountOf(accountType);
    const wire = voucherWireForm(direction, account);
    expect(drawerAfter(wire)).toBe(direction === 'in' ? '100.00' : '-100.00');
    expect(cashDirectionOfSides(wire)).toBe(direction);
    expect(cashDirectionOf(wire.transType, accountType)).toBe(direction);
    expect(storedCashDirection(wire)).toBe(direction);
    // The wire form is one the voucher rule accepts: the server keeps its Debit/Credit mapping.
    const doc = { ...wire, currencyId: AFN.id, cCurrencyId: AFN.id, dAmount: '100.00', cAmount: '100.00', exRate: '1' };
    const [out, into] = wire.outAccountId === CASH_ACCOUNT_ID ? [cash, account] : [account, cash];
    expect(checkLoadedDocument(documentRule(wire.transType), doc, { out, into, currency: AFN, cCurrency: AFN })).toMatchObject({ ok: true });
  });

  it('names no cash direction for a stored posting that is not a voucher, even one against the cash', () => {
    expect(storedCashDirection({ transType: 'Transfer', outAccountId: CASH_ACCOUNT_ID })).toBeNull();
    expect(storedCashDirection({ transType: 'Exchange', outAccountId: 40 })).toBeNull();
  });

  it('gives a company account the opposite wire type from a customer’s for the same direction', () => {
    expect(voucherWireForm('in', accountOf('company')).transType).toBe('Debit');
    expect(voucherWireForm('in', accountOf('customer')).transType).toBe('Credit');
    expect(voucherWireForm('out', accountOf('company')).transType).toBe('Credit');
    expect(voucherWireForm('out', accountOf('customer')).transType).toBe('Debit');
  });
});
