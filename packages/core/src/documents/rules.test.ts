import { describe, expect, it } from 'vitest';
import { checkLoadedDocument, documentRule, documentRuleOf, type DocumentKind, type DocumentLegs, type LoadedSides, type SideAccount } from './index';
import { defaultGrants, permissions, type Permission } from '../permissions';

const AFN = { id: 1, code: 'AFN' };
const USD = { id: 2, code: 'USD' };
const account = (id: number, accountType: string, currencyId = AFN.id, isSystem = false): SideAccount => ({ id, accountCode: `A${id}`, accountType, currencyId, isSystem });
const cash = account(11, 'company', AFN.id, true);
const customer = account(5, 'customer');
const usdCustomer = account(6, 'customer', USD.id);
const company = account(8, 'company', USD.id);
const partner = account(7, 'partner');
const usdPartner = account(9, 'hawala_partner', USD.id);
const bank = account(12, 'bank');
const system = account(20, 'company', AFN.id, true);
const commAfn = { ...account(21, 'business', AFN.id, true), accountCode: 'COMM-AFN' };
const overShortAfn = { ...account(22, 'business', AFN.id, true), accountCode: 'OS-AFN' };
const toAssignUsd = { ...account(23, 'business', USD.id, true), accountCode: 'HWA-USD' };
/** A staff account that holds a system account's code (legacy data): never the shop's own account. */
const staffCommAfn = { ...account(24, 'customer'), accountCode: 'COMM-AFN' };

const legs = (out: SideAccount, into: SideAccount, more: Partial<DocumentLegs> = {}): DocumentLegs => ({
  outAccountId: out.id,
  inAccountId: into.id,
  currencyId: AFN.id,
  cCurrencyId: AFN.id,
  dAmount: '100.00',
  cAmount: '100.00',
  exRate: '1',
  ...more,
});
const sides = (out: SideAccount, into: SideAccount, currency = AFN, cCurrency = currency): LoadedSides => ({ out, into, currency, cCurrency });
const check = (kind: DocumentKind, out: SideAccount, into: SideAccount, more: Partial<DocumentLegs> = {}, currency = AFN, cCurrency = currency) =>
  documentRule(kind).check(legs(out, into, { currencyId: currency.id, cCurrencyId: cCurrency.id, ...more }), sides(out, into, currency, cCurrency));
const code = (failure: { code: string } | null) => failure?.code ?? null;

describe('Debit and Credit: the company rule against the cash account', () => {
  it('posts a customer out of and a company into the account on a debit, the other way on a credit', () => {
    expect(check('Debit', customer, cash)).toBeNull();
    expect(check('Debit', cash, company, {}, USD)).toBeNull();
    expect(check('Credit', cash, customer)).toBeNull();
    expect(check('Credit', company, cash, {}, USD)).toBeNull();
  });

  it('refuses the wrong side with a coded message naming the account type', () => {
    expect(check('Debit', cash, customer)).toEqual({
      code: 'transaction.debitOutOfAccount',
      message: 'A debit on a customer account posts out of the account against cash (11)',
      params: { accountType: 'customer' },
    });
    expect(code(check('Debit', company, cash, {}, USD))).toBe('transaction.debitIntoAccount');
    expect(code(check('Credit', customer, cash))).toBe('transaction.creditIntoAccount');
    expect(check('Credit', cash, company, {}, USD)?.message).toBe('A credit on a company account posts out of the account against cash (11)');
  });

  it('refuses a voucher without the cash on either side, and a customer in another currency than its own', () => {
    expect(code(check('Debit', customer, partner))).toBe('transaction.cashSide');
    expect(check('Debit', usdCustomer, cash)).toEqual({ code: 'transaction.ownCurrencyOnly', message: expect.stringContaining('A6') as string, params: { account: 'A6' } });
    expect(check('Credit', company, cash)).toBeNull();
  });
});

describe('Transfer: both accounts hold the one currency moved', () => {
  it('refuses either side in another currency, a company excepted', () => {
    expect(check('Transfer', customer, partner)).toBeNull();
    expect(check('Transfer', usdCustomer, partner)?.params).toEqual({ account: 'A6' });
    expect(check('Transfer', customer, usdCustomer)?.params).toEqual({ account: 'A6' });
    expect(check('Transfer', customer, company)).toBeNull();
  });
});

describe('Exchange: two currencies, the selling amount the conversion of the purchase', () => {
  const deal = { dAmount: '100.00', cAmount: '7000.00', exRate: '70' };
  it('accepts the SPEC conversion', () => {
    expect(check('Exchange', usdCustomer, customer, deal, USD, AFN)).toBeNull();
  });

  it('refuses an account outside its own currency, one currency, an unconfirmed rate of 1, and a mismatched selling amount', () => {
    expect(code(check('Exchange', customer, customer, deal, USD, AFN))).toBe('transaction.ownCurrencyOnly');
    expect(code(check('Exchange', usdCustomer, usdPartner, { ...deal, exRate: '70' }, USD, AFN))).toBeNull();
    expect(code(check('Exchange', company, company, deal, USD, USD))).toBe('transaction.sameCurrency');
    const unit = { dAmount: '100.00', cAmount: '100.00', exRate: '1' };
    expect(check('Exchange', usdCustomer, customer, unit, USD, AFN)).toEqual({
      code: 'transaction.unitRateUnconfirmed',
      message: expect.any(String) as string,
      params: { from: 'USD', to: 'AFN' },
    });
    expect(check('Exchange', usdCustomer, customer, { ...unit, confirmUnitRate: true }, USD, AFN)).toBeNull();
    expect(check('Exchange', usdCustomer, customer, { ...deal, cAmount: '6999.99' }, USD, AFN)).toEqual({
      code: 'transaction.sellingAmountMismatch',
      message: 'Selling amount must be 7000.00 for 100.00 USD at 70',
      params: { expected: '7000.00', amount: '100.00', currency: 'USD', rate: '70' },
    });
  });
});

describe('Settlement: a partner against cash, a bank or another partner', () => {
  it('accepts cash received from a partner, a partner paid from a bank, and an offset between partners', () => {
    expect(check('Settlement', cash, partner)).toBeNull();
    expect(check('Settlement', partner, bank)).toBeNull();
    expect(check('Settlement', partner, partner)).toBeNull();
  });

  it('lets a partner settle in any currency it holds a position in, not only its own (a USD partner owing AFN)', () => {
    expect(check('Settlement', cash, usdPartner)).toBeNull();
    expect(check('Settlement', usdPartner, cash, { dAmount: '7000.00', cAmount: '100.00', exRate: '70' }, AFN, USD)).toBeNull();
  });

  it('accepts the cash in another currency when the amounts agree with the rate, either way round', () => {
    expect(check('Settlement', cash, partner, { dAmount: '1.00', cAmount: '70.00', exRate: '70' }, USD, AFN)).toBeNull();
    expect(check('Settlement', partner, cash, { dAmount: '70.00', cAmount: '1.00', exRate: '70' }, AFN, USD)).toBeNull();
  });

  it('refuses an account outside its own currency, no partner side, a customer as the counter, and amounts that disagree', () => {
    expect(code(check('Settlement', customer, partner, {}, USD, AFN))).toBe('transaction.ownCurrencyOnly');
    expect(code(check('Settlement', cash, bank, {}, USD))).toBe('transaction.ownCurrencyOnly');
    expect(code(check('Settlement', cash, bank))).toBe('settlement.partnerSideRequired');
    expect(check('Settlement', customer, partner)).toEqual({
      code: 'settlement.counterNotAllowed',
      message: 'Account A5 cannot settle a partner: use cash (11), a bank account or another partner',
      params: { account: 'A5' },
    });
    expect(check('Settlement', cash, partner, { dAmount: '2.00', cAmount: '70.00', exRate: '70' }, USD, AFN)).toEqual({
      code: 'settlement.counterAmountMismatch',
      message: 'The settled amount must be 1.00 for 70.00 AFN at 70',
      params: { expected: '1.00', amount: '70.00', currency: 'AFN', rate: '70' },
    });
    expect(code(check('Settlement', cash, partner, { cAmount: '99.00' }))).toBe('settlement.counterAmountMismatch');
  });
});

describe('The postings other screens make', () => {
  it('hawala payout: a partner pays the cash or a branch, one amount of its currency', () => {
    expect(check('HawalaPayout', partner, cash)).toBeNull();
    expect(check('HawalaPayout', partner, bank)).toBeNull();
    expect(code(check('HawalaPayout', partner, cash, { cAmount: '99.00' }))).toBe('transaction.oneCurrencyOnly');
    expect(code(check('HawalaPayout', partner, cash, {}, AFN, USD))).toBe('transaction.oneCurrencyOnly');
    expect(check('HawalaPayout', customer, cash)?.params).toEqual({ account: 'A5' });
    expect(check('HawalaPayout', usdPartner, cash)).toBeNull();
    // A company named by sender code pays as a partner does, in any currency (Pass allows it).
    expect(check('HawalaPayout', company, cash)).toBeNull();
    expect(check('HawalaPayout', system, cash)?.params).toEqual({ account: 'A20' });
    expect(check('HawalaPayout', partner, system)?.params).toEqual({ account: 'A20' });
    expect(check('HawalaPayout', partner, partner)?.code).toBe('transaction.postingSideNotAllowed');
    expect(code(check('HawalaPayout', partner, usdCustomer))).toBe('transaction.ownCurrencyOnly');
  });

  it('hawala sent: each side in its own currency unless it is the shop’s, never one account on both', () => {
    expect(check('HawalaSent', cash, usdPartner, { cAmount: '1.50', exRate: '70' }, AFN, USD)).toBeNull();
    expect(check('HawalaSent', customer, toAssignUsd, {}, AFN, USD)).toBeNull();
    expect(check('HawalaSent', toAssignUsd, customer, {}, USD, AFN)).toBeNull();
    expect(check('HawalaSent', usdPartner, cash, {}, USD, AFN)).toBeNull();
    // Of the system accounts only the receive currency's 'hawalas to assign' stands for the paying partner.
    expect(check('HawalaSent', customer, system, {}, AFN, USD)?.params).toEqual({ account: 'A20' });
    expect(check('HawalaSent', customer, toAssignUsd, {}, AFN, AFN)?.params).toEqual({ account: 'HWA-USD' });
    expect(code(check('HawalaSent', partner, partner))).toBe('transaction.postingSideNotAllowed');
    expect(check('HawalaSent', usdCustomer, toAssignUsd, {}, AFN, USD)?.params).toEqual({ account: 'A6' });
    expect(check('HawalaSent', cash, partner, {}, AFN, USD)).toBeNull();
    expect(check('HawalaSent', cash, customer, {}, AFN, USD)?.params).toEqual({ account: 'A5' });
  });

  it('commission: a partner owes one amount to the currency’s income account, and a reversal gives it back', () => {
    expect(check('Commission', partner, commAfn)).toBeNull();
    expect(check('Commission', commAfn, partner)).toBeNull();
    expect(check('Commission', usdPartner, commAfn)).toBeNull();
    expect(code(check('Commission', partner, commAfn, { dAmount: '1.00' }))).toBe('transaction.oneCurrencyOnly');
    expect(check('Commission', customer, commAfn)?.params).toEqual({ account: 'A5' });
    expect(check('Commission', commAfn, customer)?.params).toEqual({ account: 'A5' });
    expect(check('Commission', partner, bank)?.params).toEqual({ account: 'A12' });
    expect(check('Commission', partner, system)?.params).toEqual({ account: 'A20' });
    expect(check('Commission', partner, staffCommAfn)?.params).toEqual({ account: 'COMM-AFN' });
    // Another currency's income account is not this posting's.
    expect(check('Commission', partner, commAfn, {}, USD)?.params).toEqual({ account: 'COMM-AFN' });
  });

  it('day-close variance: the cash against a system over/short account, one amount', () => {
    expect(check('DayCloseVariance', cash, overShortAfn)).toBeNull();
    expect(check('DayCloseVariance', overShortAfn, cash)).toBeNull();
    expect(code(check('DayCloseVariance', cash, overShortAfn, {}, AFN, USD))).toBe('transaction.oneCurrencyOnly');
    expect(check('DayCloseVariance', overShortAfn, bank)?.params).toEqual({ account: 'OS-AFN' });
    expect(check('DayCloseVariance', cash, customer)?.params).toEqual({ account: 'A5' });
    expect(check('DayCloseVariance', cash, system)?.params).toEqual({ account: 'A20' });
    expect(check('DayCloseVariance', cash, overShortAfn, {}, USD)?.params).toEqual({ account: 'OS-AFN' });
  });
});

describe('Who may do what', () => {
  it.each([
    ['Debit', 'admin', ['post', 'edit', 'delete', 'recover']],
    ['Debit', 'operator', []],
    ['Credit', 'user', ['post', 'edit', 'delete', 'recover']],
    ['Credit', 'admin', ['post', 'edit', 'delete', 'recover']],
    ['Transfer', 'user', ['post', 'edit', 'delete', 'recover']],
    ['Exchange', 'operator', ['post', 'edit', 'delete', 'recover']],
    ['Settlement', 'user', ['post', 'edit', 'delete', 'recover']],
    ['HawalaPayout', 'admin', []],
    ['HawalaSent', 'admin', []],
    ['Commission', 'admin', ['reverse']],
    ['Commission', 'operator', []],
    ['DayCloseVariance', 'admin', []],
  ] as const)('%s for %s: %j', (kind, role, allowed) => {
    const actions = (['post', 'edit', 'delete', 'recover', 'reverse'] as const).filter((action) => documentRule(kind).may(role, action));
    expect(actions).toEqual(allowed);
  });

  it('lets only a role that may post a kind change it: edit, delete or recover writes that kind’s money again', () => {
    const without = (permission: Permission) => new Set(permissions.filter((p) => defaultGrants('operator').has(p) && p !== permission));
    for (const [kind, permission] of [['Transfer', 'transfer'], ['Exchange', 'exchange'], ['Settlement', 'partners']] as const) {
      const grants = without(permission);
      expect((['post', 'edit', 'delete', 'recover'] as const).filter((action) => documentRule(kind).may(grants, action)), kind).toEqual([]);
      expect(documentRule(kind).may(defaultGrants('operator'), 'edit'), kind).toBe(true);
    }
  });

  it('finds a stored transaction’s rule: the hawala and voucher types hold two kinds each', () => {
    expect(documentRuleOf({ transType: 'Hawala', sentHawalaId: null })?.kind).toBe('HawalaPayout');
    expect(documentRuleOf({ transType: 'Hawala', sentHawalaId: 4 })?.kind).toBe('HawalaSent');
    expect(documentRuleOf({ transType: 'Credit', closePosting: true })?.kind).toBe('DayCloseVariance');
    expect(documentRuleOf({ transType: 'Credit' })?.kind).toBe('Credit');
    expect(documentRuleOf({ transType: 'Commission' })?.kind).toBe('Commission');
    expect(documentRuleOf({ transType: 'Settlement', closePosting: true })?.kind).toBe('Settlement');
    expect(documentRuleOf({ transType: 'loan' })).toBeNull();
    expect(documentRuleOf({ transType: 'toString' })).toBeNull();
  });
});

describe('checkLoadedDocument: the named rows, then the rule', () => {
  const active = <A extends SideAccount>(a: A) => ({ ...a, accountStatus: 'active' });
  const voucher = legs(customer, cash);

  it('gives the rows back when every rule passes', () => {
    const rows = { out: active(customer), into: active(cash), currency: AFN, cCurrency: AFN };
    expect(checkLoadedDocument(documentRule('Debit'), voucher, rows)).toEqual({ ok: true, sides: rows });
  });

  it('refuses a missing account, a system account the type may not name, an inactive account and a missing currency', () => {
    const failure = (kind: DocumentKind, doc: DocumentLegs, rows: Parameters<typeof checkLoadedDocument>[2]) => {
      const result = checkLoadedDocument(documentRule(kind), doc, rows);
      return result.ok ? null : result.failure;
    };
    expect(failure('Debit', voucher, { into: active(cash), currency: AFN, cCurrency: AFN })).toEqual({
      code: 'account.idNotFound',
      message: expect.any(String) as string,
      params: { id: 5 },
    });
    expect(failure('Transfer', legs(customer, cash), { out: active(customer), into: active(cash), currency: AFN, cCurrency: AFN })?.params).toEqual({ id: 11 });
    expect(failure('Debit', legs(customer, system), { out: active(customer), into: active(system), currency: AFN, cCurrency: AFN })?.params).toEqual({ id: 20 });
    expect(failure('Commission', legs(partner, commAfn), { out: active(partner), into: active(commAfn), currency: AFN, cCurrency: AFN })).toBeNull();
    expect(failure('Debit', voucher, { out: { ...customer, accountStatus: 'frozen' }, into: active(cash), currency: AFN, cCurrency: AFN })).toEqual({
      code: 'account.notActive',
      message: expect.any(String) as string,
      params: { account: 'A5', status: 'frozen' },
    });
    expect(code(failure('Debit', voucher, { out: active(customer), into: active(cash), currency: AFN }))).toBe('transaction.currencyNotFound');
    expect(code(failure('Debit', legs(cash, customer), { out: active(cash), into: active(customer), currency: AFN, cCurrency: AFN }))).toBe('transaction.debitOutOfAccount');
  });

  it('lets an undo name an account made inactive since, but nothing else it would refuse', () => {
    const back = legs(commAfn, partner);
    const rows = { out: active(commAfn), into: { ...partner, accountStatus: 'inactive' }, currency: AFN, cCurrency: AFN };
    expect(checkLoadedDocument(documentRule('Commission'), back, rows)).toMatchObject({ ok: false, failure: { code: 'account.notActive' } });
    expect(checkLoadedDocument(documentRule('Commission'), back, rows, { undo: true })).toEqual({ ok: true, sides: rows });
    const toCustomer = { ...rows, into: { ...customer, accountStatus: 'inactive' } };
    expect(checkLoadedDocument(documentRule('Commission'), legs(commAfn, customer), toCustomer, { undo: true })).toMatchObject({ ok: false, failure: { code: 'transaction.postingSideNotAllowed' } });
  });
});
