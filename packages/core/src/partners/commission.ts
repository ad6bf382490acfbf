import { Money, toAmount } from '../money/decimal';

/** A lakh: commission rates are quoted per 100,000 of the amount paid (AFN 200 per lakh). */
export const lakh = 100_000;

/** A partner's charge in one currency: a rate per lakh of the amount paid, a fixed fee per hawala, or both. */
export interface CommissionRate {
  perLakh: string;
  fixedFee: string;
}

/** The commission on one hawala paid: amount × perLakh / 100,000 + fixed fee, rounded half-up to the cent once, at the end. */
export function hawalaCommission(amount: string, rate: CommissionRate): string {
  return toAmount(new Money(amount).times(rate.perLakh).dividedBy(lakh).plus(rate.fixedFee));
}

export interface CommissionLine {
  currencyId: number;
  amount: string;
  commission: string;
}

export interface CommissionTotal {
  currencyId: number;
  count: number;
  amount: string;
  commission: string;
}

/** Per currency, in order of first appearance: how many hawalas, what was paid and the commission on it. */
export function commissionTotals(lines: readonly CommissionLine[]): CommissionTotal[] {
  const totals = new Map<number, { count: number; amount: InstanceType<typeof Money>; commission: InstanceType<typeof Money> }>();
  for (const line of lines) {
    const total = totals.get(line.currencyId) ?? { count: 0, amount: new Money(0), commission: new Money(0) };
    totals.set(line.currencyId, { count: total.count + 1, amount: total.amount.plus(line.amount), commission: total.commission.plus(line.commission) });
  }
  return [...totals].map(([currencyId, t]) => ({ currencyId, count: t.count, amount: toAmount(t.amount), commission: toAmount(t.commission) }));
}
