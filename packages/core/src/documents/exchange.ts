import { CASH_ACCOUNT_ID, transactionMessages as m } from '../contract/transactions';
import { toAmount } from '../money/decimal';
import { sellingAmount } from '../money/exchange';
import { isUnitRateAcross } from '../money/rate-checks';
import { defineRule, type SideAccount, type SideCurrency } from './document-rule';
import { readAmount, readRate, toId } from './fields';
import { baseOf, refuse } from './parse-base';
import { partyIdOf, walkInOf } from './walk-in';
import { isCash, ownCurrency } from './sides';

/** The shop's cash holds every currency; any other account trades by the own-currency rule. */
const ownCurrencyUnlessCash = (account: SideAccount, currency: SideCurrency) => (isCash(account) ? null : ownCurrency(account, currency));

/**
 * An exchange (docs/architecture.md, Validation): the purchase amount of one currency out of one account, the selling amount of another into
 * another, the selling amount being the purchase converted at the rate. Either side may be the shop's cash (a walk-in deal,
 * docs/decisions.md 'Walk-in exchanges'), both sides too: the drawer gains one currency and pays out the other.
 */
export const exchangeRule = defineRule({
  kind: 'Exchange',
  storedAs: ['Exchange'],
  permissions: { post: 'exchange', edit: 'exchange', delete: 'exchange', recover: 'exchange', reverse: null },
  systemAccounts: 'cash',
  parse(raw, issues) {
    const out = toId(raw.outAccountId);
    const into = toId(raw.inAccountId);
    if (!out) return refuse(issues, m.purchaseAccountRequired, 'outAccountId');
    const bought = readAmount(raw.dAmount, { invalid: m.purchaseAmountPositive, tooLarge: m.amountTooLarge });
    if (!bought.ok && bought.problem !== 'tooLarge') return refuse(issues, bought.message, 'dAmount');
    if (!into) return refuse(issues, m.sellingAccountRequired, 'inAccountId');
    const sold = readAmount(raw.cAmount, { invalid: m.sellingAmountPositive, tooLarge: m.amountTooLarge });
    if (!sold.ok && sold.problem !== 'tooLarge') return refuse(issues, sold.message, 'cAmount');
    // Either amount too large is reported under the purchase, once both are otherwise readable.
    if (!bought.ok || !sold.ok) return refuse(issues, m.amountTooLarge, 'dAmount');
    const rate = readRate(raw.exRate, { invalid: m.rateRequired });
    if (!rate.ok) return refuse(issues, rate.message, 'exRate');
    const currencyId = toId(raw.currencyId);
    if (!currencyId) return refuse(issues, m.currencyRequired, 'currencyId');
    const cCurrencyId = toId(raw.cCurrencyId);
    if (!cCurrencyId) return refuse(issues, m.currencyRequired, 'cCurrencyId');
    return {
      ...baseOf('Exchange', raw),
      outAccountId: out,
      inAccountId: into,
      currencyId,
      cCurrencyId,
      dAmount: bought.value,
      cAmount: sold.value,
      exRate: rate.value,
      cTransDescription: raw.cTransDescription || null,
      ...walkInOf(raw, out === CASH_ACCOUNT_ID || into === CASH_ACCOUNT_ID),
      ...partyIdOf(raw, out === CASH_ACCOUNT_ID || into === CASH_ACCOUNT_ID),
    };
  },
  /**
   * Each account trades in its own side's currency, the two currencies differ, a rate of 1 between them carries the
   * clerk's confirmation (docs/decisions.md, Currencies and rates; only here are the codes known), and the selling amount is the conversion (docs/architecture.md, Validation).
   */
  check(doc, { out, into, currency, cCurrency }) {
    const own = ownCurrencyUnlessCash(out, currency) ?? ownCurrencyUnlessCash(into, cCurrency);
    if (own) return own;
    if (currency.id === cCurrency.id) return { code: 'transaction.sameCurrency', message: m.sameCurrency };
    if (isUnitRateAcross(doc.exRate, currency.code, cCurrency.code) && !doc.confirmUnitRate) {
      const params = { from: currency.code, to: cCurrency.code };
      return { code: 'transaction.unitRateUnconfirmed', message: m.unitRateUnconfirmed(params.from, params.to), params };
    }
    const expected = sellingAmount(doc.dAmount, doc.exRate, currency.code, cCurrency.code);
    if (expected && toAmount(expected) === doc.cAmount) return null;
    const params = { expected: expected ? toAmount(expected) : '—', amount: doc.dAmount, currency: currency.code, rate: doc.exRate };
    return { code: 'transaction.sellingAmountMismatch', message: m.sellingAmountMismatch(params.expected, params.amount, params.currency, params.rate), params };
  },
});
