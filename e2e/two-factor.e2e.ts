import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import type { User } from '@sarafi/core';
import { screenshot, useBrowser } from './support/browser';
import { catalogues, translate } from './support/i18n';
import { LoginScreen } from './support/pages/login';
import { useServer } from './support/server';
import { shown } from './support/wait';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);
const fa = catalogues['fa-AF'];

/** The code an authenticator app shows at `at`, from the key the screen showed. */
const codeAt = (secret: string, at: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });

describe('two-step sign-in', () => {
  it('a clerk enrols from their own page in Dari, signs out, and signs back in with the password and a fresh code', async () => {
    const admin = await app.adminApi();
    const credentials = { username: 'twostep', password: 'two-step-pass-1' };
    await admin.createUser({ ...credentials, role: 'user', fullName: 'Two Step' });

    const { page } = await browser.session();
    const login = new LoginScreen(page);
    await login.open();
    await login.signIn(credentials);
    // Dari from here on: the user's stored choice, and the login screen remembers it.
    expect((await page.request.put('/api/auth/me/preferences', { data: { language: 'fa-AF' } })).status()).toBe(200);
    await page.reload();

    await page.getByRole('navigation', { name: fa.app.name }).first().getByRole('link', { name: fa.twoFactor.title }).click();
    await shown(page.getByRole('heading', { level: 1, name: fa.twoFactor.title }));
    await shown(page.getByTestId('two-factor-off'));
    await page.getByRole('button', { name: fa.twoFactor.setUp }).click();

    const key = ((await (await shown(page.getByTestId('two-factor-secret'))).textContent()) ?? '').replace(/\s/g, '');
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    const qr = await shown(page.getByTestId('two-factor-qr'));
    expect(await qr.getAttribute('data-qr-text')).toContain(`secret=${key}`);
    expect(await qr.locator('path').getAttribute('d')).toMatch(/^M\d/);
    await screenshot(page, 'two-factor-enrol-fa');

    await page.getByLabel(fa.twoFactor.codeLabel).fill(codeAt(key, Date.now()));
    await page.getByRole('button', { name: fa.twoFactor.confirm }).click();
    const codes = await shown(page.getByTestId('recovery-codes'));
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await screenshot(page, 'two-factor-recovery-codes-fa');
    await page.getByRole('button', { name: fa.twoFactor.recoverySaved }).click();
    await shown(page.getByTestId('two-factor-on'));
    await shown(page.getByText(translate(fa, 'twoFactor.codesLeft', { count: 10 })));
    expect((await admin.call<User[]>('GET', '/api/users')).find((u) => u.username === credentials.username)?.twoFactor).toBe(true);

    await page.getByRole('navigation', { name: fa.app.name }).first().getByRole('button', { name: fa.app.logout }).click();
    const dariLogin = new LoginScreen(page, fa);
    await dariLogin.expectShown();
    await dariLogin.fill(credentials.username, credentials.password);
    await dariLogin.submit().click();
    await shown(page.getByTestId('two-factor-code-step'));
    // No session yet: the password alone opened nothing.
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('sarafi_session');
    await screenshot(page, 'two-factor-code-step-fa');

    // The next step's code: the enrolment took this step's, and a code is never taken twice.
    await page.getByLabel(fa.twoFactor.codeLabel).fill(codeAt(key, Date.now() + 30_000));
    await page.getByRole('button', { name: fa.twoFactor.verify }).click();
    await shown(page.getByRole('navigation', { name: fa.app.name }).first());
    expect(await (await page.request.get('/api/auth/me')).json()).toMatchObject({ username: credentials.username, language: 'fa-AF' });
  });

  it('an admin sees who signs in in two steps, requires it of admins, and resets a lost phone', async () => {
    const admin = await app.adminApi();
    const { page } = await browser.session();
    const login = new LoginScreen(page);
    await login.open();
    await login.signIn({ username: 'admin', password: 'e2e-admin-pass-1' });
    await page.goto('/users');
    const card = await shown(page.getByTestId('user-card-twostep'));
    await shown(card.getByText('Two-step sign-in', { exact: true }));

    await page.getByLabel('Require two-step sign-in for admins').check();
    await shown(page.getByTestId('two-factor-setting-changes'));
    expect((await admin.call<{ requiredForAdmins: boolean }>('GET', '/api/settings/two-factor')).requiredForAdmins).toBe(true);
    await screenshot(page, 'two-factor-users');

    await card.getByRole('button', { name: 'Reset two-step sign-in' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset two-step sign-in' }).click();
    await shown(page.getByTestId('two-factor-reset-changes'));
    expect((await admin.call<User[]>('GET', '/api/users')).find((u) => u.username === 'twostep')?.twoFactor).toBe(false);
    await page.getByLabel('Require two-step sign-in for admins').uncheck();
    await expect.poll(async () => (await admin.call<{ requiredForAdmins: boolean }>('GET', '/api/settings/two-factor')).requiredForAdmins).toBe(false);

    // By keyboard: the box keeps the focus while its choice saves, so a second Space takes it back.
    const box = page.getByLabel('Require two-step sign-in for admins');
    await box.focus();
    for (const required of [true, false]) {
      await page.keyboard.press('Space');
      await expect.poll(() => box.isChecked()).toBe(required);
      await expect.poll(async () => (await admin.call<{ requiredForAdmins: boolean }>('GET', '/api/settings/two-factor')).requiredForAdmins).toBe(required);
    }
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});
