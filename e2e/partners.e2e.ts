import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, PartnerStatement } from '@sarafi/core';
import type { ApiClient } from './support/api';
import { screenshot, screenshotAsIs, signInViaApi, useBrowser } from './support/browser';
import { catalogues } from './support/i18n';
import { ADMIN, useServer } from './support/server';
import { shown } from './support/wait';

/*
 * docs/decisions.md, Partners and settlements, partners: the Partners screen lists a partner's position, its statement opens from there, and the
 * statement prints on A4 in Dari with the shop's letterhead and Solar Hijri dates (a screenshot looked at by a person).
 */
const app = useServer();
const browser = useBrowser(() => app.baseUrl);

describe('partners', () => {
  let api: ApiClient;
  let partner: Account;

  beforeAll(async () => {
    api = await app.adminApi();
    const usd = (await api.currency('USD'))!;
    partner = await api.call<Account>('POST', '/api/accounts', { accountName: 'London Partner', currencyId: usd.id, accountType: 'hawala_partner' });
    const customer = await api.call<Account>('POST', '/api/accounts', { accountName: 'Wali Ahmadi', currencyId: usd.id, accountType: 'customer' });
    const transfer = (from: number, to: number, dAmount: string, transDescription: string) =>
      api.call('POST', '/api/transactions', { transType: 'Transfer', outAccountId: from, inAccountId: to, currencyId: usd.id, dAmount, transDescription, cTransDescription: transDescription });
    await transfer(partner.id, customer.id, '12500', 'Paid to Wali for London');
    await transfer(customer.id, partner.id, '2000.50', 'Returned by Wali');
    await api.call('PUT', `/api/partners/${partner.id}/credit-limits`, { limits: [{ currency: 'USD', limit: '12000' }] });
    await api.call('PUT', '/api/settings/letterhead', { name: 'Sarafi Shahzada', address: 'Shahzada Market, Kabul', phones: '+93 700 123 456', logo: null });
  });

  it('opens a partner from the list and prints its statement in Dari', async () => {
    const { page } = await browser.session({ width: 1366, height: 768 });
    await signInViaApi(page, ADMIN);
    await page.goto('/partners');
    const card = page.getByTestId(`partner-${partner.accountCode}`);
    await shown(card.getByText('London Partner'));
    expect(await card.locator('[data-currency="USD"] [data-owed]').first().getAttribute('data-owed')).toBe('by');
    // 10,499.50 of 12,000.00 is 87.5 %: past 80 % the bar is amber.
    expect(await card.locator('[data-currency="USD"] [data-level]').first().getAttribute('data-level')).toBe('warn');
    await screenshot(page, 'partners-en');

    await card.getByRole('link', { name: catalogues.en.partners.openStatement.replace('{{name}}', 'London Partner') }).click();
    const usd = page.getByTestId('partner-statement-USD');
    await shown(usd.getByText('Returned by Wali'));
    expect(await usd.getByTestId('closing-in-words').textContent()).toContain('Ten Thousand Four Hundred Ninety Nine');
    const statement = await api.get<PartnerStatement>(`/api/partners/${partner.id}/statement`);
    expect(statement.currencies[0]).toMatchObject({ currency: 'USD', closing: '-10499.50' });

    await page.request.put('/api/auth/me/preferences', { data: { language: 'fa-AF', calendar: 'solar-hijri' } });
    await page.reload();
    const fa = catalogues['fa-AF'];
    await shown(page.getByRole('heading', { name: fa.partners.statement.title }));
    await shown(usd.getByText(fa.shopBalance.owed.by).first());
    await screenshot(page, 'partner-statement-fa');
    await page.goto('/partners');
    await shown(card.getByText(fa.partners.statementLink));
    await screenshot(page, 'partners-fa');
    await page.goBack();
    await shown(usd.getByText('Returned by Wali'));

    // A4 at 96 dpi, as the print dialog lays it out.
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.emulateMedia({ media: 'print' });
    await shown(page.locator('.letterhead').getByText('Sarafi Shahzada'));
    await screenshotAsIs(page, 'partner-statement-print-fa-a4');
  });
});
