import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { shopView, type Account, type CashBookResponse, type CurrentShiftResponse, type Shift, type Till, type TillVariancesResponse } from '@sarafi/core';
import { axe, report } from './support/a11y';
import { ApiClient } from './support/api';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { catalogues, translate } from './support/i18n';
import { pickAccount } from './support/pages/transactions';
import { dismissToasts, expectToast } from './support/pages/toasts';
import { useServer } from './support/server';
import { eventually, gone, shown } from './support/wait';

/*
 * docs/decisions.md, Tills and shifts, in Dari on the shop's laptop: the owner creates two tills; clerk A opens a shift on
 * one with a float counted from the safe and serves two customers; A hands the till over to clerk B, both counting;
 * B closes blind, 100 AFN short; the owner reviews the close, approves it and sees the variance by clerk. Each step is
 * checked on the screen and in the stored data.
 */
const app = useServer();
const browser = useBrowser(() => app.baseUrl);
const fa = catalogues['fa-AF'];
const laptop = { width: 1366, height: 768 };
const clerkA = { username: 'clerk-amina', password: 'clerk-amina-pass-1' };
const clerkB = { username: 'clerk-bashir', password: 'clerk-bashir-pass-1' };
const owner = { username: 'admin', password: 'e2e-admin-pass-1' };

async function inDari(page: Page, user: { username: string; password: string }) {
  await signInViaApi(page, user);
  expect((await page.request.put('/api/auth/me/preferences', { data: { language: 'fa-AF' } })).status()).toBe(200);
}

/** Types note counts into one currency's card of a count form: { '1000': 20 } is twenty 1,000 notes. */
async function count(card: Locator, notes: Record<string, number>) {
  for (const [note, n] of Object.entries(notes)) {
    await card.getByLabel(translate(fa, 'books.dayClose.countOf', { note: Number(note).toLocaleString('en-US'), currency: 'AFN' })).fill(String(n));
  }
}

/** Presses a form's button and then the confirmation dialog's. */
async function sendConfirmed(page: Page, button: string, confirm: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = await shown(page.getByRole('alertdialog'));
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await gone(page.getByRole('alertdialog'));
}

/** The AFN a till holds as the shop reads it (cash: the stored sign negated). */
const afnOf = (till: Till | undefined) => {
  const row = till?.balances?.find((b) => b.currency === 'AFN');
  return row ? shopView(row.balance, row.nature).amount : null;
};

describe('tills', () => {
  let api: ApiClient;
  let depositor: Account;
  let withdrawer: Account;

  beforeAll(async () => {
    api = await app.adminApi();
    const afn = (await api.currency('AFN'))!;
    for (const clerk of [clerkA, clerkB]) await api.call('POST', '/api/users', { ...clerk, role: 'user' });
    await api.call('PUT', '/api/posting-limits', { limits: [{ currency: 'AFN', clerkLimit: '100000' }] });
    depositor = await api.call<Account>('POST', '/api/accounts', { accountName: 'Zarghuna Amiri', currencyId: afn.id, accountType: 'customer' });
    withdrawer = await api.call<Account>('POST', '/api/accounts', { accountName: 'Farid Noori', currencyId: afn.id, accountType: 'customer' });
    // The owner, holding no till, takes the shop's opening cash into the safe.
    for (const [account, amount] of [[depositor, '100000'], [withdrawer, '10000']] as const) {
      await api.call('POST', '/api/transactions', { transType: 'Credit', outAccountId: 11, inAccountId: account.id, currencyId: afn.id, dAmount: amount, transDescription: 'Opening deposit' });
    }
  });

  it('two tills, a float, two customers, a handover, a blind close 100 AFN short, approved and reported by clerk', async () => {
    // 1. The owner creates two tills.
    const office = await browser.session(laptop);
    await inDari(office.page, owner);
    const desk = office.page;
    await desk.goto('/tills');
    await shown(desk.getByRole('heading', { name: fa.tills.owner.title }));
    for (const name of ['Counter 1', 'Counter 2']) {
      await desk.getByLabel(fa.tills.create.name).fill(name);
      await desk.getByRole('button', { name: fa.tills.create.submit }).click();
      await expectToast(desk, 'success', translate(fa, 'tills.create.done', { till: name }));
      await shown(desk.getByTestId(`till-${name}`));
    }
    await dismissToasts(desk);
    await screenshot(desk, 'tills-owner-created-fa');
    const created = await api.get<Till[]>('/api/tills');
    expect(created.filter((t) => !t.isSafe).map((t) => t.name).sort()).toEqual(['Counter 1', 'Counter 2']);
    expect(created.filter((t) => t.isSafe)).toHaveLength(1);

    // 2. Clerk A opens a shift on Counter 1 with a float of 20,000 AFN counted from the safe.
    const counterA = await browser.session(laptop);
    await inDari(counterA.page, clerkA);
    const a = counterA.page;
    await a.goto('/my-till');
    await shown(a.getByRole('heading', { name: fa.tills.mine.title }));
    await a.getByLabel(fa.tills.till, { exact: true }).selectOption({ label: 'Counter 1' });
    await count(a.getByTestId('float-AFN'), { '1000': 20 });
    await eventually(async () => expect(await a.getByTestId('float-AFN').getByTestId('counted').textContent()).toContain('20,000.00'));
    await screenshot(a, 'tills-open-float-fa');
    await sendConfirmed(a, fa.tills.open.submit, fa.tills.open.confirm);
    await expectToast(a, 'success', translate(fa, 'tills.open.done', { till: 'Counter 1' }));
    await shown(a.getByTestId('shift-till').getByText('Counter 1'));
    const apiA = await ApiClient.login(app.baseUrl, clerkA);
    const opened = (await apiA.get<CurrentShiftResponse>('/api/shifts/current')).shift!;
    expect(opened).toMatchObject({ status: 'open', tillName: 'Counter 1', username: clerkA.username });
    expect(opened.moves[0]).toMatchObject({ kind: 'float', status: 'confirmed' });
    expect(opened.moves[0]!.counts.find((c) => c.currency === 'AFN')?.total).toBe('20000.00');

    // 3. A serves two customers: a deposit of 5,000 and a withdrawal of 2,000, both through Counter 1.
    for (const [screen, account, direction, amount] of [
      ['credit', depositor, 'in', '5,000'],
      ['debit', withdrawer, 'out', '2,000'],
    ] as const) {
      await a.goto(`/transactions/${screen}`);
      await shown(a.getByRole('heading', { name: fa.transactions[screen].title }));
      await shown(a.getByTestId('till-note').getByText(translate(fa, 'tills.note.till', { till: 'Counter 1' })));
      await pickAccount(a, a.getByRole('combobox', { name: fa.transactions.account }), account.accountCode, `${account.accountCode} - ${account.accountName}`);
      await a.getByTestId(`cash-${direction}`).check();
      await a.getByLabel(fa.transactions.narrative).fill(direction === 'in' ? 'امانت' : 'برداشت');
      await a.getByLabel(fa.transactions.amount, { exact: true }).fill(amount);
      // The preview does not show the safe moving: the cash goes to the till.
      await shown(a.getByTestId('drawer-change'));
      expect(await a.getByRole('region', { name: fa.transactions.cash.drawer }).count()).toBe(0);
      if (screen === 'credit') await screenshot(a, 'tills-voucher-till-note-fa');
      const posted = a.waitForResponse((r) => r.url().endsWith('/api/transactions') && r.request().method() === 'POST');
      await a.getByRole('button', { name: fa.common.save, exact: true }).click();
      // The posting moved A's till, as the server recorded it.
      expect(await (await posted).json()).toMatchObject({ tillName: 'Counter 1' });
      const receipt = await shown(a.getByRole('dialog'));
      await receipt.getByRole('button', { name: fa.common.close }).first().click();
      await gone(a.getByRole('dialog'));
      await dismissToasts(a);
    }
    const served = await api.get<Till[]>('/api/tills');
    expect(afnOf(served.find((t) => t.name === 'Counter 1'))).toBe('23000.00');
    expect(afnOf(served.find((t) => t.isSafe))).toBe('90000.00');
    await a.goto('/my-till');
    await shown(a.getByTestId('shift-postings').getByText(translate(fa, 'tills.moves.postings', { count: 2 })));
    expect(report(await axe(a, 'fa-AF', '/my-till'))).toBe('');
    await screenshot(a, 'tills-my-till-fa');

    // 4. A hands Counter 1 over to B: A counts 23,000 and names B; B counts the same and accepts.
    await a.getByRole('button', { name: fa.tills.actions.handover }).click();
    await a.getByLabel(fa.tills.handover.to).selectOption({ label: clerkB.username });
    await count(a.getByTestId('handover-AFN'), { '1000': 23 });
    await sendConfirmed(a, fa.tills.handover.submit, fa.tills.handover.submit);
    await expectToast(a, 'success', translate(fa, 'tills.handover.done', { user: clerkB.username }));
    await shown(a.getByTestId('pending-moves').getByText(translate(fa, 'tills.pending.handover', { user: clerkB.username })));

    const counterB = await browser.session(laptop);
    await inDari(counterB.page, clerkB);
    const b = counterB.page;
    await b.goto('/my-till');
    const accept = await shown(b.getByTestId('accept-handover'));
    await shown(accept.getByText(translate(fa, 'tills.accept.text', { user: clerkA.username, till: 'Counter 1' })));
    await count(b.getByTestId('accept-AFN'), { '1000': 23 });
    await screenshot(b, 'tills-accept-handover-fa');
    await b.getByRole('button', { name: fa.tills.accept.submit, exact: true }).click();
    await expectToast(b, 'success', translate(fa, 'tills.accept.done', { till: 'Counter 1' }));
    await shown(b.getByTestId('shift-till').getByText('Counter 1'));
    const apiB = await ApiClient.login(app.baseUrl, clerkB);
    expect((await apiB.get<CurrentShiftResponse>('/api/shifts/current')).shift).toMatchObject({ status: 'open', tillName: 'Counter 1', username: clerkB.username });
    expect((await apiA.get<CurrentShiftResponse>('/api/shifts/current')).shift).toBeNull();

    // 5. B closes blind: the form shows no expected figure; B counts 22,900, which is 100 short.
    await dismissToasts(b);
    await b.getByRole('button', { name: fa.tills.actions.close }).click();
    await shown(b.getByTestId('blind-count'));
    // Blind: neither the books' figure nor the till's cash is on the screen while B counts.
    expect(await b.getByText(fa.books.dayClose.expected).count()).toBe(0);
    expect(await b.getByTestId('till-balances').count()).toBe(0);
    await count(b.getByTestId('close-AFN'), { '1000': 22, '100': 9 });
    await screenshot(b, 'tills-close-blind-fa');
    await sendConfirmed(b, fa.tills.close.submit, fa.tills.close.submit);
    await expectToast(b, 'success', fa.tills.close.done);
    await shown(b.getByTestId('shift-status').getByText(fa.tills.status.closing));
    const counted = (await apiB.get<CurrentShiftResponse>('/api/shifts/current')).shift!;
    expect(counted.status).toBe('closing');
    // Blind only until the count is in: then the clerk too sees it against the books.
    expect(counted.currencies.find((c) => c.currency === 'AFN')).toMatchObject({ counted: '22900.00', expected: '23000.00', variance: '-100.00' });

    // 6. The owner reviews the close, sees 100 short against B, approves it by the version reviewed.
    await desk.goto('/tills');
    await desk.getByTestId('till-Counter 1').getByRole('button', { name: fa.tills.review }).click();
    const review = await shown(desk.getByTestId('shift-review'));
    await shown(review.getByTestId('shift-figures').locator('[data-currency="AFN"] [data-variance="short"]'));
    expect(report(await axe(desk, 'fa-AF', '/tills'))).toBe('');
    await screenshot(desk, 'tills-review-close-fa');
    await sendConfirmed(desk, fa.tills.approve.button, fa.tills.approve.confirm);
    await expectToast(desk, 'success', fa.tills.approve.done);
    await shown(review.getByTestId('shift-status').getByText(fa.tills.status.closed));
    const approved = await api.get<Shift>(`/api/shifts/${counted.id}`);
    expect(approved).toMatchObject({ status: 'closed', approvedBy: owner.username, username: clerkB.username });
    expect(approved.currencies.find((c) => c.currency === 'AFN')).toMatchObject({ expected: '23000.00', counted: '22900.00', variance: '-100.00' });

    // 7. The variance by clerk: B is 100 AFN short; A handed over exactly and has no shortage.
    await desk.goto('/reports/till-variances');
    await shown(desk.getByRole('heading', { name: fa.tills.variances.title }));
    const rowB = await shown(desk.getByTestId('till-variances').locator(`tr[data-clerk="${clerkB.username}"]`));
    await shown(rowB.locator('[data-variance="short"]'));
    expect(await desk.getByTestId('till-variances').locator(`tr[data-clerk="${clerkA.username}"] [data-variance="short"]`).count()).toBe(0);
    expect(report(await axe(desk, 'fa-AF', '/reports/till-variances'))).toBe('');
    await screenshot(desk, 'tills-variances-fa');
    const day = approved.openedOn;
    const variances = await api.get<TillVariancesResponse>(`/api/reports/till-variances?from=${day.slice(0, 8)}01&to=${day}`);
    expect(variances.rows.filter((r) => r.username === clerkB.username)).toEqual([
      expect.objectContaining({ currency: 'AFN', shifts: 1, short: '100.00', net: '-100.00' }),
    ]);
    expect(variances.rows.filter((r) => r.username === clerkA.username && r.short !== '0.00')).toEqual([]);
    const shortages = await api.get<{ username: string; currency: string; owed: string }[]>('/api/clerk-shortages');
    expect(shortages).toEqual([expect.objectContaining({ username: clerkB.username, currency: 'AFN', owed: '100.00' })]);

    // 8. The owner reads the whole shop's cash book: the safe and the tills as one drawer, each line naming its till.
    await desk.goto('/reports/cash-book');
    await shown(desk.getByRole('heading', { name: fa.books.cashBook.title }));
    await desk.getByLabel(fa.books.cashBook.drawers).selectOption('shop');
    await desk.getByRole('button', { name: fa.books.show, exact: true }).click();
    const afnBook = await shown(desk.getByTestId('cash-book-AFN'));
    await shown(afnBook.locator('td[data-till="Counter 1"]').first());
    await shown(afnBook.locator('td[data-till=""]').first());
    const shopBook = await api.get<CashBookResponse>(`/api/reports/cash-book?date=${day}&scope=shop`);
    const shopCash = await api.get<{ currencyid: number; currentbalance: string }[]>('/api/cash-shop-balance');
    const afnId = (await api.currency('AFN'))!.id;
    const afnCash = shopCash.find((r) => r.currencyid === afnId)!;
    expect(shopBook.currencies.find((c) => c.currencyCode === 'AFN')!.closing).toBe(shopView(afnCash.currentbalance, 'asset').amount);
    expect(report(await axe(desk, 'fa-AF', '/reports/cash-book (shop)'))).toBe('');
    await screenshot(desk, 'tills-shop-cash-book-fa');
  });
});
