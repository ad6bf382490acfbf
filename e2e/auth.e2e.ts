import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { LoginScreen } from './support/pages/login';
import { Shell } from './support/pages/shell';
import { dismissToasts, expectToast, recordToasts } from './support/pages/toasts';
import { ADMIN, useServer } from './support/server';
import { shown } from './support/wait';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);

/** Who the server thinks the browser is: the stored session, read back through the API. */
async function me(page: Page) {
  const response = await page.request.get('/api/auth/me');
  return { status: response.status(), body: response.ok() ? ((await response.json()) as { username: string; role: string }) : null };
}

function countLoginCalls(page: Page) {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/login') calls++;
  });
  return () => calls;
}

describe('login screen', () => {
  it('asks for both fields before calling the server', async () => {
    const { page } = await browser.session();
    const login = new LoginScreen(page);
    await login.open();
    await screenshot(page, 'login');
    const loginCalls = countLoginCalls(page);

    await login.submit().click();
    await expectToast(page, 'error', 'Please enter both username and password');
    await dismissToasts(page);

    await login.fill(ADMIN.username, '');
    await login.submit().click();
    await expectToast(page, 'error', 'Please enter both username and password');
    await dismissToasts(page);

    await login.fill('', ADMIN.password);
    await login.submit().click();
    await expectToast(page, 'error', 'Please enter both username and password');

    expect(loginCalls()).toBe(0);
    await login.expectShown();
    expect(await me(page)).toEqual({ status: 401, body: null });
  });

  it('shows the error toast for a wrong password and stays signed out', async () => {
    const { page } = await browser.session();
    const login = new LoginScreen(page);
    await login.open();
    const loginCalls = countLoginCalls(page);

    await login.fill(ADMIN.username, 'not-the-password');
    await login.submit().click();
    await expectToast(page, 'error', 'Invalid username or password');
    await screenshot(page, 'login-error');

    expect(loginCalls()).toBe(1);
    await login.expectShown();
    expect(await login.username().inputValue()).toBe(ADMIN.username);
    expect(await me(page)).toEqual({ status: 401, body: null });
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('sarafi_session');
  });

  it('signs the admin in through the form: Signing in..., Login successful, Admin Dashboard', async () => {
    const { page } = await browser.session();
    const toastsSeen = await recordToasts(page);
    const login = new LoginScreen(page);
    await login.open();

    // Show/hide password toggle.
    await login.fill(ADMIN.username, ADMIN.password);
    expect(await login.password().getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await login.password().getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await login.password().getAttribute('type')).toBe('password');

    // Hold the login call to see the pending state of the button.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/login', async (route) => {
      await held;
      await route.continue();
    });
    await login.submit().click();
    const pending = await shown(page.getByRole('button', { name: 'Signing in...', exact: true }));
    expect(await pending.isDisabled()).toBe(true);
    release();

    const shell = new Shell(page);
    await shell.expectHeading('Admin Dashboard');
    await shown(page.getByText('Money Service Provider • Real-time Overview', { exact: true }));
    expect(await shell.signedInAs()).toEqual({ name: 'Administrator', role: 'admin' });
    expect(await toastsSeen()).toContain('Login successful');
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    const session = await me(page);
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ username: ADMIN.username, role: 'admin' });
    await screenshot(page, 'dashboard-admin');
  });

  it('logs out: back to the login screen and the session is gone on the server', async () => {
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    await page.goto('/dashboard');
    const shell = new Shell(page);
    await shell.expectHeading('Admin Dashboard');

    await shell.logout();
    const login = new LoginScreen(page);
    await login.expectShown();
    expect(await me(page)).toEqual({ status: 401, body: null });
    await page.reload();
    await login.expectShown();
  });

  it('shows the login screen at any address while signed out', async () => {
    const { page } = await browser.session();
    await page.goto('/users');
    await new LoginScreen(page).expectShown();
    expect(await page.getByRole('heading', { name: 'User Management' }).count()).toBe(0);
  });
});
