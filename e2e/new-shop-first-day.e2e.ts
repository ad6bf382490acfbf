import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { Decimal } from 'decimal.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fxProfitAccountCode,
  shopView,
  type Account,
  type CashBookResponse,
  type Currency,
  type FxProfitResponse,
  type PartnersResponse,
  type TransactionSearchRow,
  type TrialBalanceResponse,
} from '@sarafi/core';
import type { ApiClient } from './support/api';
import { signInViaApi, useBrowser } from './support/browser';
import { catalogues } from './support/i18n';
import { ImportHawalaScreen, PassHawalaScreen, expectNotice } from './support/pages/hawala';
import { Shell } from './support/pages/shell';
import { panel } from './support/pages/transactions';
import { dismissToasts } from './support/pages/toasts';
import { ADMIN, useServer } from './support/server';
import { eventually, gone, shown } from './support/wait';

/*
 * A new shop's first day, from a fresh install with no demo data, in Dari on the counter's laptop (docs/decisions.md,
 * Ledger and postings: 'Cash direction in the shop's words', 'Clerks serve cash'; Exchange desk: 'Walk-in exchanges',
 * 'FX profit in the books'; Hawala import): the owner pays in the opening capital, a clerk serves a customer's deposit
 * and withdrawal and two walk-in exchanges against the drawer, the owner opens a Dubai partner, imports its sheet and
 * pays one hawala out in cash. The figures the books must show at the end are worked out here from the amounts typed,
 * not read back.
 */
const app = useServer();
const browser = useBrowser(() => app.baseUrl);
const fa = catalogues['fa-AF'];
const laptop = { width: 1366, height: 768 };
const clerk = { username: 'first-clerk', password: 'first-clerk-pass-1' };
const shotsDir = '/tmp/shots/proof';
const squash = (text: string | null) => text?.replace(/[\s\u2066-\u2069]+/g, ' ').trim();
/** An amount as the screens write it, grouped in thousands with two decimals ('500,000.00'). */
const grouped = (value: Decimal) => value.toFixed(2).replace(/\B(?=(\d{3})+\.)/g, ',');

const files = mkdtempSync(path.join(os.tmpdir(), 'sarafi-e2e-first-day-'));
afterAll(() => rmSync(files, { recursive: true, force: true }));

/** The screen as the counter's laptop shows it, for a person to look at. */
async function shot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  mkdirSync(shotsDir, { recursive: true });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** What was typed on the screens, the only source of the expected figures. */
const typed = {
  capital: '500000',
  deposit: '20000',
  withdrawal: '7500',
  bought: '1000',
  buyRate: '70',
  sellRate: '71.5',
  /** The AFN the second walk-in pays: 400 USD at the sell rate, the selling amount the screen converts. */
  salePaid: '28600',
  hawalas: [
    { no: 'DXB-0001', receiver: 'احمد شاه کریمی', amount: '500' },
    { no: 'DXB-0002', receiver: 'مریم نوری', amount: '250' },
  ],
} as const;

describe('a new shop’s first day in Dari, from a fresh install', () => {
  let api: ApiClient;
  let afn: Currency;
  let usd: Currency;
  let capital: Account;
  let customer: Account;
  let partner: Account;

  beforeAll(async () => {
    api = await app.adminApi();
    afn = (await api.currency('AFN'))!;
    usd = (await api.currency('USD'))!;
    // The screens these are made on are not what this journey proves (cash-counter and accounts journeys do).
    await api.call('POST', '/api/users', { ...clerk, fullName: 'کارمند اول', role: 'user' });
    capital = await api.call<Account>('POST', '/api/accounts', { accountName: 'سرمایهٔ مالک', currencyId: afn.id, accountType: 'company' });
    customer = await api.call<Account>('POST', '/api/accounts', { accountName: 'زرغونه', lastName: 'امیری', currencyId: afn.id, accountType: 'customer' });
  });

  /** Picks an account in a combobox by its code: the option starts with the code, whatever the name reads. */
  async function pick(page: Page, label: string, account: Account) {
    await page.getByRole('combobox', { name: label }).fill(account.accountCode);
    const choice = page.getByRole('option', { name: new RegExp(`^${account.accountCode} - `) });
    await (await shown(choice)).click();
  }

  /** Moves to a screen as a menu link does (no reload) and waits for its heading. */
  async function go(page: Page, to: string, heading: string) {
    await new Shell(page).navigate(to);
    await shown(page.getByRole('heading', { level: 1, name: heading }));
  }

  async function dari(page: Page) {
    await page.request.put('/api/auth/me/preferences', { data: { language: 'fa-AF' } });
  }

  /** One cash voucher: the drawer's change and figure after, as the screen promises them before Save. */
  async function voucher(page: Page, account: Account, direction: 'in' | 'out', amount: string, narrative: string, name?: string) {
    const screen = direction === 'in' ? 'credit' : 'debit';
    await go(page, `/transactions/${screen}`, fa.transactions[screen].title);
    await pick(page, fa.transactions.account, account);
    await page.getByTestId(`cash-${direction}`).check();
    await page.getByLabel(fa.transactions.narrative).fill(narrative);
    await page.getByLabel(fa.transactions.amount, { exact: true }).fill(amount);
    const change = await shown(page.getByTestId('drawer-change'));
    expect(await change.getAttribute('data-direction')).toBe(direction);
    expect(squash(await change.textContent())).toContain(`${direction === 'in' ? '+' : '−'} ؋ ${grouped(new Decimal(amount))}`);
    const after = page.getByRole('region', { name: fa.transactions.cash.drawer }).getByTestId('balance-after');
    const promised = await eventually(async () => {
      const text = squash(await after.textContent());
      expect(text).toMatch(/\d/);
      return text!;
    });
    if (name) await shot(page, name);
    await page.getByRole('button', { name: fa.common.save, exact: true }).click();
    const receipt = await shown(page.getByRole('dialog'));
    await receipt.getByRole('button', { name: fa.common.close }).first().click();
    await gone(page.getByRole('dialog'));
    await dismissToasts(page);
    return promised;
  }

  /** One walk-in deal against the drawer: cash on both sides, the purchase amount typed, the selling amount converted. */
  async function walkInDeal(page: Page, deal: { give: Currency; take: Currency; amount: string; rate: string; converted: string; name: string; phone: string }, shotName: string) {
    await go(page, '/transactions/exchange', fa.transactions.exchange.title);
    for (const [side, currency] of [['purchase', deal.give], ['selling', deal.take]] as const) {
      const box = panel(page, fa.transactions.exchange[side]);
      await box.getByLabel(fa.transactions.exchange.cash).check();
      await box.getByLabel(fa.transactions.currency).selectOption(String(currency.id));
    }
    await panel(page, fa.transactions.exchange.purchase).getByLabel(fa.transactions.amount, { exact: true }).fill(deal.amount);
    await page.getByLabel(fa.transactions.exchangeRate).fill(deal.rate);
    const selling = panel(page, fa.transactions.exchange.selling).getByLabel(fa.transactions.amount, { exact: true });
    await eventually(async () => expect(await selling.inputValue()).toBe(deal.converted));
    const walkIn = page.getByRole('group', { name: fa.transactions.exchange.walkIn });
    await walkIn.getByLabel(fa.transactions.exchange.walkInName).fill(deal.name);
    await walkIn.getByLabel(fa.transactions.exchange.walkInPhone).fill(deal.phone);
    await shot(page, shotName);
    await page.getByRole('button', { name: fa.common.save, exact: true }).click();
    await expectNotice(page, 'success', fa.transactions.exchange.created);
    const receipt = await shown(page.getByRole('dialog'));
    await shot(page, `${shotName}-receipt`);
    await receipt.getByRole('button', { name: fa.common.close }).first().click();
    await gone(receipt);
    await dismissToasts(page);
  }

  it('the owner and a clerk run the first day on the screens', { timeout: 150_000 }, async () => {
    // Two people at two laptops, each signed in once; after the first load they move through the menu's own routing.
    const [owner, counter] = await Promise.all([browser.session(laptop), browser.session(laptop)]);
    await Promise.all([signInViaApi(owner.page, ADMIN), signInViaApi(counter.page, clerk)]);
    await Promise.all([dari(owner.page), dari(counter.page)]);
    await Promise.all([owner.page.goto('/dashboard'), counter.page.goto('/dashboard')]);

    // 1. The owner pays in the opening capital: the screen promises the drawer's new figure, the cash book shows it.
    let page = owner.page;
    const promised = await voucher(page, capital, 'in', typed.capital, 'سرمایهٔ آغاز کار', '1-owner-capital-voucher');
    expect(promised).toContain(grouped(new Decimal(typed.capital)));
    const [last] = await api.get<TransactionSearchRow[]>('/api/transactions?account=11');
    await go(page, `/reports/cash-book?date=${last!.transDate}`, fa.books.cashBook.title);
    const book = page.getByTestId('cash-book-AFN');
    await eventually(async () => expect(squash(await book.getByTestId('total-in').textContent())).toContain(grouped(new Decimal(typed.capital))));
    expect(squash(await book.getByTestId('closing').textContent())).toContain(grouped(new Decimal(typed.capital)));
    await shot(page, '1-cash-book-after-capital');

    // 2. The clerk takes a customer's deposit and pays the same customer a withdrawal.
    page = counter.page;
    const inAfter = await voucher(page, customer, 'in', typed.deposit, 'امانت نقد', '2-clerk-deposit');
    expect(inAfter).toContain(grouped(new Decimal(typed.capital).plus(typed.deposit)));
    const outAfter = await voucher(page, customer, 'out', typed.withdrawal, 'برداشت نقد', '2-clerk-withdrawal');
    expect(outAfter).toContain(grouped(new Decimal(typed.capital).plus(typed.deposit).minus(typed.withdrawal)));

    // 3. The clerk buys USD from a walk-in for AFN cash, then sells some to another walk-in at a higher rate.
    const paid = new Decimal(typed.bought).times(typed.buyRate);
    await walkInDeal(page, { give: usd, take: afn, amount: typed.bought, rate: typed.buyRate, converted: grouped(paid), name: 'حمید', phone: '0700123456' }, '3-walk-in-buy');
    const sold = new Decimal(typed.salePaid).div(typed.sellRate);
    await walkInDeal(page, { give: afn, take: usd, amount: typed.salePaid, rate: typed.sellRate, converted: grouped(sold), name: 'نسرین', phone: '0799654321' }, '3-walk-in-sell');

    // 4. The owner opens a Dubai partner in USD, imports its sheet naming it, and pays one hawala out in cash.
    page = owner.page;
    await go(page, '/accounts/new', fa.accounts.title);
    await page.getByLabel(fa.accounts.accountName, { exact: true }).fill('صرافی النور دبی');
    await page.getByLabel(fa.accounts.currency, { exact: true }).selectOption(String(usd.id));
    await page.getByLabel(fa.accounts.types.partner, { exact: true }).check();
    await shot(page, '4-partner-account');
    await page.getByRole('button', { name: fa.common.save, exact: true }).click();
    partner = await eventually(async () => {
      const found = (await api.get<Account[]>('/api/accounts')).find((a) => a.accountName === 'صرافی النور دبی');
      expect(found).toMatchObject({ accountType: 'partner', currencyId: usd.id });
      return found!;
    });
    await dismissToasts(page);

    const header = ['Trans No', 'Sender Name', 'Receiver Name', 'Amount', 'Exchange Rate', 'Currency', 'R Amount', 'Destination'];
    const rows = typed.hawalas.map((h) => [h.no, 'حاجی کریم', h.receiver, Number(h.amount), 1, 'USD', Number(h.amount), 'کابل']);
    const sheet = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(sheet, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Hawalas');
    const file = path.join(files, 'dubai-partner.xlsx');
    writeFileSync(file, XLSX.write(sheet, { type: 'buffer', bookType: 'xlsx' }) as Buffer);

    const importer = new ImportHawalaScreen(page, fa);
    await go(page, '/transactions/import-hawala', fa.hawala.import.title);
    await pick(page, fa.hawala.import.sender, partner);
    await importer.choose(file);
    expect(await importer.preview()).toEqual(typed.hawalas.map((h) => h.no));
    await shot(page, '4-import-preview');
    await importer.importFromPreview(typed.hawalas.length);
    await page.locator('[role="dialog"]:has([data-outcome])').getByRole('button', { name: fa.common.close, exact: true }).first().click();
    await gone(page.locator('[data-outcome]'));
    await dismissToasts(page);

    const pass = new PassHawalaScreen(page, fa);
    await go(page, '/transactions/pass-hawala', fa.hawala.pass.title);
    await pass.select(typed.hawalas[0].no);
    await shot(page, '4-pass-hawala');
    await pass.button(fa.hawala.pass.confirm).click();
    const slip = await shown(page.getByRole('dialog'));
    await shot(page, '4-pass-hawala-slip');
    await slip.getByRole('button', { name: fa.common.close, exact: true }).first().click();
    await shown(pass.button(fa.hawala.pass.alreadyPassed));
    await dismissToasts(page);

    // The owner's evening: the day's books as the screens show them (their figures are checked below from the API).
    const day = last!.transDate!;
    await go(page, `/reports/cash-book?date=${day}`, fa.books.cashBook.title);
    await shown(page.getByTestId('cash-book-USD'));
    await shot(page, '5-cash-book-end-of-day');
    await go(page, `/reports/trial-balance?asOf=${day}`, fa.books.trialBalance.title);
    await shown(page.getByTestId('trial-balance-USD'));
    await shot(page, '5-trial-balance');
    await go(page, `/reports/fx-profit?from=${day}&to=${day}`, fa.fxReports.profit.title);
    const realised = new Decimal(typed.salePaid).div(typed.sellRate).times(new Decimal(typed.sellRate).minus(typed.buyRate));
    await eventually(async () => expect(squash(await page.getByTestId('fx-profit-realised').textContent())).toContain(grouped(realised)));
    await shown(page.getByTestId('fx-profit-chart').locator('svg.recharts-surface'));
    await shot(page, '5-fx-profit');
    await go(page, '/partners', fa.partners.title);
    await shown(page.getByTestId(`partner-${partner.accountCode}`));
    await shot(page, '5-partners');
  });

  it('the books agree with the figures worked out from what was typed', async () => {
    const D = (value: string | number) => new Decimal(value);
    const [first] = typed.hawalas;
    // Average cost: 1,000 USD bought at r1 cost 1,000 × r1; q sold at r2 realise q × (r2 − r1).
    const soldQty = D(typed.salePaid).div(typed.sellRate);
    const basisPaid = D(typed.bought).times(typed.buyRate);
    const realised = soldQty.times(D(typed.sellRate).minus(typed.buyRate));
    const drawer = {
      AFN: { in: D(typed.capital).plus(typed.deposit).plus(typed.salePaid), out: D(typed.withdrawal).plus(basisPaid) },
      USD: { in: D(typed.bought), out: soldQty.plus(first.amount) },
    };
    // Stored, credit-positive balances (docs/architecture.md, How balances read): what the shop holds is negative.
    const stored: Record<string, Record<string, Decimal>> = {
      AFN: {
        '11': drawer.AFN.out.minus(drawer.AFN.in),
        [capital.accountCode]: D(typed.capital),
        [customer.accountCode]: D(typed.deposit).minus(typed.withdrawal),
        'FX-AFN': basisPaid.neg().plus(typed.salePaid).minus(realised),
        [fxProfitAccountCode('AFN')]: realised,
      },
      USD: {
        '11': drawer.USD.out.minus(drawer.USD.in),
        'FX-USD': D(typed.bought).minus(soldQty),
        [partner.accountCode]: D(first.amount).neg(),
      },
    };

    const [last] = await api.get<TransactionSearchRow[]>('/api/transactions?account=11');
    const day = last!.transDate!;
    const cashBook = await api.get<CashBookResponse>(`/api/reports/cash-book?date=${day}`);
    for (const code of ['AFN', 'USD'] as const) {
      const figures = cashBook.currencies.find((c) => c.currencyCode === code)!;
      expect({ code, in: figures.totalIn, out: figures.totalOut, closing: figures.closing }).toEqual({
        code,
        in: drawer[code].in.toFixed(2),
        out: drawer[code].out.toFixed(2),
        closing: drawer[code].in.minus(drawer[code].out).toFixed(2),
      });
    }

    // Who served each movement, in the order of the day: the owner's capital, the rest the clerk's until the owner's payout.
    const movements = (code: string) =>
      cashBook.currencies.find((c) => c.currencyCode === code)!.lines.map((l) => ({ counterpart: l.counterpart?.code, in: l.amountIn, out: l.amountOut, user: l.user }));
    const line = (counterpart: string, amountIn: Decimal, amountOut: Decimal, user: string) => ({ counterpart, in: amountIn.toFixed(2), out: amountOut.toFixed(2), user });
    const none = D(0);
    expect(movements('AFN')).toEqual([
      line(capital.accountCode, D(typed.capital), none, ADMIN.username),
      line(customer.accountCode, D(typed.deposit), none, clerk.username),
      line(customer.accountCode, none, D(typed.withdrawal), clerk.username),
      line('11', none, basisPaid, clerk.username),
      line('11', D(typed.salePaid), none, clerk.username),
    ]);
    expect(movements('USD')).toEqual([
      line('11', D(typed.bought), none, clerk.username),
      line('11', none, soldQty, clerk.username),
      line(partner.accountCode, none, D(first.amount), ADMIN.username),
    ]);

    // People read an account by its first and last name, in the books as everywhere else.
    const customerName = 'زرغونه امیری';
    expect(cashBook.currencies.flatMap((c) => c.lines).filter((l) => l.counterpart?.code === customer.accountCode).map((l) => l.counterpart!.name)).toEqual([customerName, customerName]);

    // Each walk-in deal is one posting against the drawer on both sides, keeping who stood at the counter.
    const deals = await api.get<TransactionSearchRow[]>('/api/transactions?type=exchange');
    expect(deals.sort((a, b) => a.id - b.id).map((d) => ({ in: d.inAccountId, out: d.outAccountId, walkIn: d.walkInName, phone: d.walkInPhone, realised: d.realisedProfit }))).toEqual([
      { in: 11, out: 11, walkIn: 'حمید', phone: '0700123456', realised: '0.00' },
      { in: 11, out: 11, walkIn: 'نسرین', phone: '0799654321', realised: realised.toFixed(2) },
    ]);

    const trial = await api.get<TrialBalanceResponse>(`/api/reports/trial-balance?asOf=${day}`);
    const rows = trial.rows.map((r) => ({ currency: r.currencyCode, code: r.accountCode, debit: r.debit, credit: r.credit }));
    const expected = Object.entries(stored).flatMap(([currency, accounts]) =>
      Object.entries(accounts).map(([code, value]) => ({
        currency,
        code,
        debit: value.isNegative() ? value.abs().toFixed(2) : '0.00',
        credit: value.isPositive() ? value.toFixed(2) : '0.00',
      })),
    );
    const byKey = (a: { currency: string; code: string }, b: { currency: string; code: string }) => `${a.currency}/${a.code}`.localeCompare(`${b.currency}/${b.code}`);
    expect(rows.sort(byKey)).toEqual(expected.sort(byKey));
    expect(trial.totals.every((t) => t.balanced)).toBe(true);
    expect(trial.rows.find((r) => r.accountCode === customer.accountCode)!.accountName).toBe(customerName);
    expect(trial.rows.find((r) => r.accountCode === fxProfitAccountCode('AFN'))).toMatchObject({ currencyCode: 'AFN', credit: realised.toFixed(2), debit: '0.00' });

    // The shop paid the partner's hawala from its drawer: the partner owes the shop that much in USD.
    const partners = await api.get<PartnersResponse>(`/api/partners?from=${day}&to=${day}`);
    const position = partners.partners.find((p) => p.id === partner.id)!.currencies.find((c) => c.currency === 'USD')!;
    expect(shopView(position.balance, 'liability')).toMatchObject({ amount: D(first.amount).toFixed(2), owed: 'by' });

    const fx = await api.get<FxProfitResponse>(`/api/reports/fx-profit?from=${day}&to=${day}`);
    expect(fx).toMatchObject({ realisedProfit: realised.toFixed(2), baseCurrencyCode: 'AFN', deals: 2 });
  });
});
