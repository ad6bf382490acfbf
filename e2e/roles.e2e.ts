import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, RolesResponse, Transaction } from '@sarafi/core';
import { ApiClient, ApiError } from './support/api';
import { axe, report } from './support/a11y';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { catalogues, translate } from './support/i18n';
import { dismissToasts, expectToast } from './support/pages/toasts';
import { ADMIN, useServer } from './support/server';
import { eventually, shown } from './support/wait';

/*
 * docs/decisions.md, Roles the owner shapes: the owner, working in Dari, takes "delete documents" from the clerks'
 * role with the keyboard and saves; a clerk then finds a posted transfer on Search with Edit but no Delete, and the
 * server refuses the clerk's delete with 403.
 */
const app = useServer();
const browser = useBrowser(() => app.baseUrl);
const fa = catalogues['fa-AF'];
const en = catalogues.en;
const laptop = { width: 1366, height: 768 };
const clerk = { username: 'roles-clerk', password: 'roles-clerk-pass-1' };

describe('roles', () => {
  let api: ApiClient;
  let clerkApi: ApiClient;
  let transfer: Transaction;

  beforeAll(async () => {
    api = await app.adminApi();
    const afn = (await api.currency('AFN'))!;
    await api.call('POST', '/api/users', { ...clerk, role: 'user' });
    const account = (accountName: string) => api.call<Account>('POST', '/api/accounts', { accountName, currencyId: afn.id, accountType: 'customer' });
    const [from, to] = [await account('Mahbooba Rahimi'), await account('Farid Noori')];
    clerkApi = await ApiClient.login(app.baseUrl, clerk);
    transfer = await clerkApi.call<Transaction>('POST', '/api/transactions', {
      transType: 'Transfer',
      outAccountId: from.id,
      inAccountId: to.id,
      currencyId: afn.id,
      dAmount: '750',
      transDescription: 'Rent',
      cTransDescription: 'Rent',
    });
  });

  it('the owner takes delete from clerks in Dari; the clerk keeps Edit, loses Delete, and the server refuses a delete', async () => {
    const { page } = await browser.session(laptop);
    await signInViaApi(page, ADMIN);
    await page.request.put('/api/auth/me/preferences', { data: { language: 'fa-AF' } });
    await page.goto('/dashboard');
    await page.getByRole('link', { name: fa.menu.roles, exact: true }).click();
    await shown(page.getByRole('heading', { name: fa.roles.title, level: 1 }));
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');

    const card = await shown(page.getByTestId('role-user'));
    // Fixed grants are shown ticked and locked, with the reason.
    const dashboard = card.getByLabel(fa.roles.permissions.dashboard.name, { exact: true });
    expect(await dashboard.isChecked()).toBe(true);
    expect(await dashboard.isDisabled()).toBe(true);
    await shown(card.getByText(fa.roles.fixed.everyone));
    const adminRoles = page.getByTestId('role-admin').getByLabel(fa.roles.permissions.roles.name, { exact: true });
    expect(await adminRoles.isDisabled()).toBe(true);

    // A limit the server would refuse is refused under its box, in Dari, before anything is sent.
    const alone = card.getByTestId('role-user-alone-AFN');
    await alone.fill('0');
    await card.getByRole('button', { name: fa.common.save }).click();
    await shown(card.getByText(fa.errors.role.limitInvalid));
    await alone.fill('');

    // Keyboard only: Space unticks the box, Enter on Save sends the user role.
    const del = card.getByLabel(fa.roles.permissions['delete-transactions'].name, { exact: true });
    expect(await del.isChecked()).toBe(true);
    await del.focus();
    await page.keyboard.press('Space');
    expect(await del.isChecked()).toBe(false);
    await card.getByRole('button', { name: fa.common.save }).focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'success', translate(fa, 'roles.saved', { role: fa.app.roles.user }), fa);
    await eventually(async () => {
      const { roles } = await api.get<RolesResponse>('/api/roles');
      const user = roles.find((r) => r.role === 'user')!;
      expect(user.permissions).not.toContain('delete-transactions');
      expect(user.permissions).toContain('edit-transactions');
    });
    const history = await shown(page.getByTestId('role-changes'));
    await shown(history.getByText(translate(fa, 'roles.history.taken', { names: fa.roles.permissions['delete-transactions'].name })));
    await shown(history.getByText(ADMIN.username).first());
    // Only the grant moved: blank limit boxes sent again are no change.
    expect(await history.getByText(fa.roles.history.limits).count()).toBe(0);
    // The toast is the shell's, checked on its own; the page is checked without it.
    await dismissToasts(page);
    expect(report(await axe(page, 'fa-AF', '/roles'))).toBe('');
    await screenshot(page, 'roles-fa');

    // The clerk's Search: Edit stays, Delete is gone.
    const counter = await browser.session(laptop);
    await signInViaApi(counter.page, clerk);
    await counter.page.goto('/transactions/search');
    await counter.page.getByRole('button', { name: en.search.search, exact: true }).click();
    await shown(counter.page.getByRole('button', { name: translate(en, 'search.editOf', { id: transfer.id }) }));
    expect(await counter.page.getByRole('button', { name: translate(en, 'search.deleteOf', { id: transfer.id }) }).count()).toBe(0);
    await screenshot(counter.page, 'roles-clerk-search');

    const refused = await clerkApi.call('DELETE', `/api/transactions/${transfer.id}`, { reason: 'Posted twice' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(403);
  });
});
