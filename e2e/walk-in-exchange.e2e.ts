import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Decimal } from 'decimal.js';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, CashBookResponse, Currency, FxProfitResponse, PositionsResponse, Transaction, TransactionSearchRow } from '@sarafi/core';
import type { ApiClient } from './support/api';
import { signInViaApi, useBrowser } from './support/browser';
import { catalogues, translate, type Catalogue } from './support/i18n';
import { panel } from './support/pages/transactions';
import { dismissToasts, expectToast } from './support/pages/toasts';
import { ADMIN, useServer } from './support/server';
import { eventually, gone, shown } from './support/wait';

/*
 * docs/decisions.md, Exchange desk, 'Walk-in exchanges': a clerk at the counter, in Dari on the shop's laptop and by
 * the keyboard, buys dollars from a walk-in for afghanis out of the drawer, then sells dollars to a customer's account
 * for afghanis paid in cash. The cash book, the FX profit and the position must follow each deal, its correction from
 * Search, and its deletion and recovery, by figures worked out here from what was typed.
 */
const app = useServer();
const browser = useBrowser(() => app.baseUrl);
const fa = catalogues['fa-AF'];
const en = catalogues.en;
const laptop = { width: 1366, height: 768 };
const phone = { width: 390, height: 844 };
const clerk = { username: 'walk-in-clerk', password: 'walk-in-clerk-pass-1' };
const shotsDir = '/tmp/shots/walk-in';
const D = (value: Decimal.Value) => new Decimal(value);
const squash = (text: string | null) => text?.replace(/[\s\u2066-\u2069]+/g, ' ').trim() ?? '';
/** An amount as the screens write it, grouped in thousands with two decimals ('70,000.00'). */
const grouped = (value: Decimal) => value.toFixed(2).replace(/\B(?=(\d{3})+\.)/g, ',');

/**
 * The screen at the counter's laptop and at a phone's size, for a person to look at: from the top, without toasts; a
 * dialog is taken as the viewport shows it (its overlay covers only the viewport).
 */
async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  mkdirSync(shotsDir, { recursive: true });
  const before = page.viewportSize() ?? laptop;
  for (const [label, size] of [['1366', laptop], ['390', phone]] as const) {
    await page.setViewportSize(size);
    await dismissToasts(page);
    if (options.fullPage ?? true) await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: path.join(shotsDir, `${name}-${label}.png`), fullPage: options.fullPage ?? true, animations: 'disabled' });
  }
  await page.setViewportSize(before);
}

/** What was typed, the only source of the expected figures. */
const typed = {
  opening: '200000',
  bought: '1000',
  buyRate: '70',
  walkIn: { name: 'حمید الله', phone: '0700123456' },
  /** The AFN the customer pays in cash for dollars into the account, at the sell rate. */
  salePaid: '35500',
  sellRate: '71',
  /** The first deal corrected from Search. */
  boughtEdited: '1200',
} as const;

/** One deal's movement of the drawer, per currency: what came in and what went out. */
interface DrawerMove {
  id: number;
  AFN: { in: Decimal; out: Decimal };
  USD: { in: Decimal; out: Decimal };
}
const none = D(0);

/** Fills a field by the keyboard, as a clerk types: focus, select what is there, type over it. */
async function type(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

/** The receipt's label → value lines, as printed (the first copy when the paper holds two). */
async function receiptLines(dialog: Locator): Promise<Record<string, string>> {
  const pairs = await dialog.locator('.receipt-line').evaluateAll((lines) => lines.map((line) => [line.querySelector('dt')?.textContent ?? '', line.querySelector('dd')?.textContent ?? '']));
  const lines: Record<string, string> = {};
  for (const [label, value] of pairs) if (label && !(label in lines)) lines[label] = squash(value);
  return lines;
}

describe('a walk-in exchange against the drawer', () => {
  let api: ApiClient;
  let afn: Currency;
  let usd: Currency;
  let customer: Account;

  beforeAll(async () => {
    api = await app.adminApi();
    afn = (await api.currency('AFN'))!;
    usd = (await api.currency('USD'))!;
    await api.call('POST', '/api/users', { ...clerk, role: 'user' });
    customer = await api.call<Account>('POST', '/api/accounts', { accountName: 'رحیم', lastName: 'کریمی', currencyId: usd.id, accountType: 'customer' });
    // The drawer's afghanis for the day, paid in by the owner: how they got there is the cash counter's journey.
    const owner = await api.call<Account>('POST', '/api/accounts', { accountName: 'سرمایهٔ مالک', currencyId: afn.id, accountType: 'customer' });
    await api.call<Transaction>('POST', '/api/transactions', { transType: 'Credit', outAccountId: 11, inAccountId: owner.id, currencyId: afn.id, dAmount: typed.opening, transDescription: 'سرمایه' });
  });

  async function dariClerk(page: Page) {
    await signInViaApi(page, clerk);
    await page.request.put('/api/auth/me/preferences', { data: { language: 'fa-AF' } });
  }

  /** Ticks a side's 'cash' box by the keyboard and chooses the currency the drawer gives or takes. */
  async function cashSide(page: Page, t: Catalogue, side: 'purchase' | 'selling', currency: Currency) {
    const box = panel(page, t.transactions.exchange[side]);
    await box.getByLabel(t.transactions.exchange.cash).focus();
    await page.keyboard.press('Space');
    expect(await box.getByLabel(t.transactions.exchange.cash).isChecked()).toBe(true);
    await box.getByLabel(t.transactions.currency).selectOption(String(currency.id));
  }

  /** Types the purchase amount and the rate and waits for the converted selling amount, in the money format. */
  async function amounts(page: Page, t: Catalogue, amount: string, rate: string, converted: Decimal) {
    await type(page, panel(page, t.transactions.exchange.purchase).getByLabel(t.transactions.amount, { exact: true }), amount);
    await type(page, page.getByLabel(t.transactions.exchangeRate), rate);
    const selling = panel(page, t.transactions.exchange.selling).getByLabel(t.transactions.amount, { exact: true });
    await eventually(async () => expect(await selling.inputValue()).toBe(grouped(converted)));
  }

  /** Fills the walk-in's name and phone by the keyboard. */
  async function walkIn(page: Page, t: Catalogue, who: { name: string; phone: string }) {
    const group = page.getByRole('group', { name: t.transactions.exchange.walkIn });
    await type(page, group.getByLabel(t.transactions.exchange.walkInName), who.name);
    await type(page, group.getByLabel(t.transactions.exchange.walkInPhone), who.phone);
  }

  /** Ctrl+S saves; the receipt opens; its lines are read and it is closed by Escape. */
  async function saveAndReadReceipt(page: Page, t: Catalogue, shotName?: string) {
    await page.keyboard.press('Control+s');
    await expectToast(page, 'success', t.transactions.exchange.created, t);
    const receipt = await shown(page.getByRole('dialog'));
    await shown(receipt.locator('.receipt-line').first());
    const lines = await receiptLines(receipt);
    if (shotName) await shot(page, shotName, { fullPage: false });
    await page.keyboard.press('Escape');
    await gone(receipt);
    await dismissToasts(page);
    return lines;
  }

  /** Search Transactions in Dari, for one kind of document (or the deleted ones). */
  async function search(page: Page, what: 'exchange' | 'deleted') {
    await page.goto('/transactions/search');
    await shown(page.getByRole('heading', { level: 1, name: fa.search.title }));
    await page.getByLabel(fa.search.searchWhat, { exact: true }).selectOption(what);
    await page.getByRole('button', { name: fa.search.search, exact: true }).click();
  }

  const exchanges = async () => (await api.get<TransactionSearchRow[]>('/api/transactions?type=exchange')).sort((a, b) => a.id - b.id);

  /** The drawer's book of the day on the screen and from the API, against the moves worked out from what was typed. */
  async function expectCashBook(page: Page, day: string, openingId: number, moves: DrawerMove[]) {
    const opening: DrawerMove = { id: openingId, AFN: { in: D(typed.opening), out: none }, USD: { in: none, out: none } };
    const book = await api.get<CashBookResponse>(`/api/reports/cash-book?date=${day}`);
    await page.goto(`/reports/cash-book?date=${day}`);
    await shown(page.getByRole('heading', { level: 1, name: fa.books.cashBook.title }));
    for (const code of ['AFN', 'USD'] as const) {
      const lines = [opening, ...moves].filter((m) => !m[code].in.isZero() || !m[code].out.isZero());
      const totalIn = lines.reduce((sum, m) => sum.plus(m[code].in), none);
      const totalOut = lines.reduce((sum, m) => sum.plus(m[code].out), none);
      const closing = totalIn.minus(totalOut);
      const figures = book.currencies.find((c) => c.currencyCode === code)!;
      expect({ code, opening: figures.opening, in: figures.totalIn, out: figures.totalOut, closing: figures.closing }).toEqual({
        code,
        opening: '0.00',
        in: totalIn.toFixed(2),
        out: totalOut.toFixed(2),
        closing: closing.toFixed(2),
      });
      expect(figures.lines.map((l) => [l.transactionId, l.amountIn, l.amountOut])).toEqual(lines.map((m) => [m.id, m[code].in.toFixed(2), m[code].out.toFixed(2)]));

      // The screen: one row per movement (the id, in and out; a zero is left blank), the totals and the closing.
      const card = page.getByTestId(`cash-book-${code}`);
      const blankIfZero = (value: Decimal) => (value.isZero() ? '' : grouped(value));
      await eventually(async () => expect(squash(await card.getByTestId('closing').textContent())).toContain(grouped(closing)));
      const rows = await card.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
      expect(rows.map((cells) => [Number(cells[1]), squash(cells[5]!), squash(cells[6]!)])).toEqual(lines.map((m) => [m.id, blankIfZero(m[code].in), blankIfZero(m[code].out)]));
      expect(squash(await card.getByTestId('total-in').textContent())).toBe(grouped(totalIn));
      expect(squash(await card.getByTestId('total-out').textContent())).toBe(grouped(totalOut));
    }
  }

  /** FX profit of the day and the dollar position, worked out at average cost: the owner's figures, read from the API. */
  async function expectFx(day: string, bought: Decimal, sold: Decimal) {
    const realised = sold.times(D(typed.sellRate).minus(typed.buyRate));
    const profit = await api.get<FxProfitResponse>(`/api/reports/fx-profit?from=${day}&to=${day}`);
    expect(profit).toMatchObject({ baseCurrencyCode: 'AFN', realisedProfit: realised.toFixed(2) });
    const dollars = profit.currencies.find((c) => c.currencyCode === 'USD')!;
    expect([D(dollars.boughtQuantity).equals(bought), D(dollars.soldQuantity).equals(sold)]).toEqual([true, true]);
    const positions = await api.get<PositionsResponse>('/api/reports/positions');
    const position = positions.positions.find((p) => p.currencyCode === 'USD')!;
    expect({ quantity: D(position.quantity).toFixed(2), averageCost: D(position.averageCost).toFixed(2) }).toEqual({ quantity: bought.minus(sold).toFixed(2), averageCost: D(typed.buyRate).toFixed(2) });
    return realised;
  }

  it('buys dollars from a walk-in and sells dollars to an account for cash; the books follow an edit, a delete and a recover', { timeout: 120_000 }, async () => {
    const { page } = await browser.session(laptop);
    await dariClerk(page);

    // 1. A walk-in sells the shop 1,000 dollars for afghanis: the drawer on both sides.
    await page.goto('/transactions/exchange');
    await shown(page.getByRole('heading', { level: 1, name: fa.transactions.exchange.title }));
    await cashSide(page, fa, 'purchase', usd);
    await cashSide(page, fa, 'selling', afn);
    // No amount yet, so no converted figure: the box is blank, not 0.00 (docs/decisions.md, Money and amounts).
    expect(await panel(page, fa.transactions.exchange.selling).getByLabel(fa.transactions.amount, { exact: true }).inputValue()).toBe('');
    const paid = D(typed.bought).times(typed.buyRate);
    await amounts(page, fa, typed.bought, typed.buyRate, paid);
    await walkIn(page, fa, typed.walkIn);
    await shot(page, 'exchange-walk-in-fa');
    const receipt = await saveAndReadReceipt(page, fa, 'receipt-walk-in-fa');
    expect(receipt[fa.receipts.purchased]).toBe(`${grouped(D(typed.bought))} USD`);
    expect(receipt[fa.receipts.sold]).toBe(`${grouped(paid)} AFN`);
    expect(receipt[fa.receipts.rate]).toBe(typed.buyRate);
    expect(receipt[fa.receipts.walkInName]).toBe(typed.walkIn.name);
    expect(receipt[fa.receipts.walkInPhone]).toBe(typed.walkIn.phone);
    // The form is cleared for the next customer, focus back in its first field.
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.closest('form') !== null)).toBe(true));

    // 2. A customer buys 500 dollars into the account and pays the afghanis in cash.
    await cashSide(page, fa, 'purchase', afn);
    const selling = panel(page, fa.transactions.exchange.selling);
    await selling.getByRole('combobox', { name: fa.transactions.account }).focus();
    await page.keyboard.type(customer.accountCode);
    await page.keyboard.press('Enter');
    await eventually(async () => expect(await selling.getByRole('combobox', { name: fa.transactions.account }).inputValue()).toMatch(new RegExp(`^${customer.accountCode} - `)));
    const soldQty = D(typed.salePaid).div(typed.sellRate);
    await amounts(page, fa, typed.salePaid, typed.sellRate, soldQty);
    // The cash stands on one side, so the walk-in's fields are asked for; this deal's customer is named by the account.
    await shown(page.getByRole('group', { name: fa.transactions.exchange.walkIn }));
    const sale = await saveAndReadReceipt(page, fa);
    expect(sale[fa.receipts.purchased]).toBe(`${grouped(D(typed.salePaid))} AFN`);
    expect(sale[fa.receipts.sold]).toBe(`${grouped(soldQty)} USD`);
    expect(sale[fa.receipts.sellingAccount]).toContain(customer.accountCode);

    const [buy, sell] = await exchanges();
    expect([buy, sell].map((d) => ({ out: d!.outAccountId, in: d!.inAccountId, walkIn: d!.walkInName, phone: d!.walkInPhone, realised: d!.realisedProfit }))).toEqual([
      { out: 11, in: 11, walkIn: typed.walkIn.name, phone: typed.walkIn.phone, realised: '0.00' },
      { out: 11, in: customer.id, walkIn: null, phone: null, realised: soldQty.times(D(typed.sellRate).minus(typed.buyRate)).toFixed(2) },
    ]);
    const day = buy!.transDate!;
    const [openingRow] = (await api.get<TransactionSearchRow[]>('/api/transactions?account=11')).filter((t) => t.transType === 'Credit');
    const buyMove = (bought: string): DrawerMove => ({ id: buy!.id, USD: { in: D(bought), out: none }, AFN: { in: none, out: D(bought).times(typed.buyRate) } });
    const sellMove: DrawerMove = { id: sell!.id, AFN: { in: D(typed.salePaid), out: none }, USD: { in: none, out: none } };

    // 3. The drawer's book: afghanis out for the dollars bought, in for the dollars sold; dollars in from the walk-in only.
    await expectCashBook(page, day, openingRow!.id, [buyMove(typed.bought), sellMove]);
    await shot(page, 'cash-book-two-deals-fa');
    const realised = await expectFx(day, D(typed.bought), soldQty);
    // The owner's FX profit screen says the same.
    const owner = await browser.session(laptop);
    await signInViaApi(owner.page, ADMIN);
    await owner.page.goto(`/reports/fx-profit?from=${day}&to=${day}`);
    await eventually(async () => expect(squash(await owner.page.getByTestId('fx-profit-realised').textContent())).toContain(grouped(realised)));

    // 4. The first deal was 1,200 dollars, not 1,000: corrected from Search, the walk-in kept.
    await search(page, 'exchange');
    await page.getByRole('button', { name: translate(fa, 'search.editOf', { id: buy!.id }) }).click();
    const edit = await shown(page.getByRole('dialog'));
    const editedPaid = D(typed.boughtEdited).times(typed.buyRate);
    await type(page, panel(page, fa.transactions.exchange.purchase).getByLabel(fa.transactions.amount, { exact: true }), typed.boughtEdited);
    await eventually(async () => expect(await panel(page, fa.transactions.exchange.selling).getByLabel(fa.transactions.amount, { exact: true }).inputValue()).toBe(grouped(editedPaid)));
    expect(await edit.getByRole('group', { name: fa.transactions.exchange.walkIn }).getByLabel(fa.transactions.exchange.walkInName).inputValue()).toBe(typed.walkIn.name);
    await edit.getByRole('button', { name: fa.common.save, exact: true }).click();
    await expectToast(page, 'success', fa.search.updated, fa);
    await gone(edit);
    await dismissToasts(page);
    expect((await exchanges())[0]).toMatchObject({ dAmount: D(typed.boughtEdited).toFixed(2), cAmount: editedPaid.toFixed(2), walkInName: typed.walkIn.name, walkInPhone: typed.walkIn.phone });
    await expectCashBook(page, day, openingRow!.id, [buyMove(typed.boughtEdited), sellMove]);
    await expectFx(day, D(typed.boughtEdited), soldQty);

    // 5. The sale deleted with a reason: it leaves the drawer and the profit; recovered, it comes back as it was.
    await search(page, 'exchange');
    await page.getByRole('button', { name: translate(fa, 'search.deleteOf', { id: sell!.id }) }).click();
    const confirm = await shown(page.getByRole('dialog'));
    await type(page, confirm.getByLabel(fa.search.reason), 'دو بار ثبت شده');
    await confirm.getByRole('button', { name: fa.common.delete, exact: true }).click();
    await expectToast(page, 'success', fa.search.deleted, fa);
    await dismissToasts(page);
    await expectCashBook(page, day, openingRow!.id, [buyMove(typed.boughtEdited)]);
    await expectFx(day, D(typed.boughtEdited), none);

    await search(page, 'deleted');
    await page.getByRole('button', { name: translate(fa, 'search.recoverOf', { id: sell!.id }) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: fa.search.recover, exact: true }).click();
    await expectToast(page, 'success', fa.search.recovered, fa);
    await dismissToasts(page);
    await expectCashBook(page, day, openingRow!.id, [buyMove(typed.boughtEdited), sellMove]);
    await expectFx(day, D(typed.boughtEdited), soldQty);
  });

  it('in English: the walk-in fields and the receipt as an English-reading clerk sees them', async () => {
    const { page } = await browser.session(laptop);
    await signInViaApi(page, clerk);
    await page.request.put('/api/auth/me/preferences', { data: { language: 'en' } });
    await page.goto('/transactions/exchange');
    await shown(page.getByRole('heading', { level: 1, name: en.transactions.exchange.title }));
    // A walk-in buys 300 dollars from the drawer for afghanis.
    await cashSide(page, en, 'purchase', afn);
    await cashSide(page, en, 'selling', usd);
    const sold = D('21300').div(typed.sellRate);
    await amounts(page, en, '21300', typed.sellRate, sold);
    await walkIn(page, en, { name: 'Nasrin Haidari', phone: '0799654321' });
    await shot(page, 'exchange-walk-in-en');
    const receipt = await saveAndReadReceipt(page, en, 'receipt-walk-in-en');
    expect(receipt[en.receipts.sold]).toBe(`${grouped(sold)} USD`);
    expect(receipt[en.receipts.walkInName]).toBe('Nasrin Haidari');
  });
});
