import type { CashBook, CashBookCurrency, CashBookLine, CashBookResponse, CashBookTypeTotal } from '../contract/books';
import { mayReadExpected } from './day-close';
import { Money, type MoneyValue } from '../money/decimal';
import { shopView } from '../ledger/account-nature';

/** One ledger entry of the cash account, in its stored sign, with the document it belongs to. */
export interface CashEntry extends Omit<CashBookLine, 'amountIn' | 'amountOut' | 'balance'> {
  currencyId: number;
  amount: string;
}

export interface CashOpening {
  currencyId: number;
  currencyCode: string;
  /** The cash account's stored balance at the start of the range. */
  stored: string;
}

/**
 * The drawer per currency: its opening, every movement in the order given (time order) with a running balance, and
 * the expected closing. Everything reads from the shop's side by the one rule (`shopView` of an asset): a movement
 * is the shop's view of the entry, so money paid into the drawer is `in`.
 */
export function buildCashBook(openings: CashOpening[], entries: CashEntry[]): CashBookCurrency[] {
  return openings.map((opening) => {
    let balance = new Money(shopView(opening.stored, 'asset').amount);
    let totalIn = new Money(0);
    let totalOut = new Money(0);
    const lines: CashBookLine[] = [];
    for (const entry of entries) {
      if (entry.currencyId !== opening.currencyId) continue;
      const change = new Money(shopView(entry.amount, 'asset').amount);
      balance = balance.plus(change);
      if (change.isNegative()) totalOut = totalOut.plus(change.abs());
      else totalIn = totalIn.plus(change);
      lines.push({
        transactionId: entry.transactionId,
        transDate: entry.transDate,
        time: entry.time,
        transType: entry.transType,
        counterpart: entry.counterpart,
        narrative: entry.narrative,
        user: entry.user,
        till: entry.till,
        amountIn: change.isNegative() ? '0.00' : change.toFixed(2),
        amountOut: change.isNegative() ? change.abs().toFixed(2) : '0.00',
        balance: balance.toFixed(2),
      });
    }
    return {
      currencyId: opening.currencyId,
      currencyCode: opening.currencyCode,
      opening: shopView(opening.stored, 'asset').amount,
      lines,
      totalIn: totalIn.toFixed(2),
      totalOut: totalOut.toFixed(2),
      closing: balance.toFixed(2),
    };
  });
}

/** The day's summary: per transaction type and currency, how many documents moved the drawer and by how much. */
export function summariseCashBook(books: CashBookCurrency[]): CashBookTypeTotal[] {
  const totals = new Map<string, { transType: string; currencyCode: string; ids: Set<number>; amountIn: MoneyValue; amountOut: MoneyValue }>();
  for (const book of books) {
    for (const line of book.lines) {
      const key = `${line.transType}\u001f${book.currencyCode}`;
      const total = totals.get(key) ?? { transType: line.transType, currencyCode: book.currencyCode, ids: new Set<number>(), amountIn: new Money(0), amountOut: new Money(0) };
      total.ids.add(line.transactionId);
      total.amountIn = total.amountIn.plus(line.amountIn);
      total.amountOut = total.amountOut.plus(line.amountOut);
      totals.set(key, total);
    }
  }
  return [...totals.values()]
    .sort((a, b) => a.transType.localeCompare(b.transType) || a.currencyCode.localeCompare(b.currencyCode))
    .map((t) => ({ transType: t.transType, currencyCode: t.currencyCode, count: t.ids.size, amountIn: t.amountIn.toFixed(2), amountOut: t.amountOut.toFixed(2) }));
}

/**
 * Whether a reader is shown what the drawer should hold (running balances, the expected closing): not while a blind
 * count is on, the reader is not a reviewer, and the range's last day has no count in (docs/decisions.md, Books and day
 * close, 'Blind count'). The count sheet withholds the same figure.
 */
export const showsExpectedCash = (blindCount: boolean, reviewer: boolean, lastDayCounted: boolean) => mayReadExpected(blindCount, reviewer) || lastDayCounted;

/** The book with its expected figures withheld: the opening and every movement stay, the running balances and closing go. */
export function withoutExpectedCash(book: CashBook): CashBookResponse {
  return { ...book, currencies: book.currencies.map((c) => ({ ...c, lines: c.lines.map((l) => ({ ...l, balance: null })), closing: null })) };
}
