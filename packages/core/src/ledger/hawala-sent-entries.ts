import { Money } from '../money/decimal';
import type { EntryLine } from './entries';

/** The accounts and amounts of one hawala we send (docs/decisions.md, Hawalas we send). */
export interface SentHawalaPosting {
  /** Cash at shop (11) or the sender's account: gives amount + commission. */
  payerAccountId: number;
  /** The paying partner, or the 'hawalas to assign' account of the receive currency: gains the converted amount. */
  owedAccountId: number;
  /** The commission-income account of the send currency. */
  commissionAccountId: number;
  sendCurrencyId: number;
  receiveCurrencyId: number;
  amount: string;
  commission: string;
  convertedAmount: string;
  fxAccountIdOf: (currencyId: number) => number;
}

/**
 * The entries of a sent hawala. In the send currency the payer gives amount + commission, the commission goes to
 * income and the amount to the FX position account; in the receive currency the FX position gives the converted
 * amount to the partner — an exchange's four legs, so each currency sums to zero. Sent and received in one currency,
 * the two FX legs cancel (the rate is then 1) and are left out: the amount goes straight to the partner.
 */
export function sentHawalaEntries(p: SentHawalaPosting): EntryLine[] {
  const m = (value: string) => new Money(value);
  const paid = m(p.amount).plus(p.commission);
  const lines: EntryLine[] = [{ accountId: p.payerAccountId, currencyId: p.sendCurrencyId, amount: paid.neg().toFixed(2) }];
  if (!m(p.commission).isZero()) lines.push({ accountId: p.commissionAccountId, currencyId: p.sendCurrencyId, amount: m(p.commission).toFixed(2) });
  if (p.sendCurrencyId !== p.receiveCurrencyId) {
    lines.push({ accountId: p.fxAccountIdOf(p.sendCurrencyId), currencyId: p.sendCurrencyId, amount: m(p.amount).toFixed(2) });
    lines.push({ accountId: p.fxAccountIdOf(p.receiveCurrencyId), currencyId: p.receiveCurrencyId, amount: m(p.convertedAmount).neg().toFixed(2) });
  }
  lines.push({ accountId: p.owedAccountId, currencyId: p.receiveCurrencyId, amount: m(p.convertedAmount).toFixed(2) });
  return lines;
}

/** A posting undone: every entry with its sign turned (a cancelled hawala's refund). */
export const reversedEntries = (entries: EntryLine[]): EntryLine[] =>
  entries.map((e) => ({ ...e, amount: new Money(e.amount).neg().toFixed(2) }));
