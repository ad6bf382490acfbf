import { describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import type { Account, Transaction } from '@sarafi/core';
import { signInViaApi, useBrowser } from './support/browser';
import { ADMIN, useServer } from './support/server';
import { eventually, shown } from './support/wait';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);

/** Every screen of features/shell/routes.tsx (':id' filled in), the print page and the login page. */
const appRoutes = [
  '/dashboard',
  '/users',
  '/currencies',
  '/currency-conversion',
  '/accounts/new',
  '/accounts/edit',
  '/accounts/view/:id',
  '/accounts/view/:id/statement',
  '/accounts/edit/:id',
  '/account-settings',
  '/transactions/debit',
  '/transactions/credit',
  '/transactions/transfer',
  '/transactions/exchange',
  '/transactions/search',
  '/hawala-serial',
  '/transactions/hawala',
  '/transactions/import-hawala',
  '/transactions/pass-hawala',
  '/backups',
  '/reports/cash-book',
  '/reports/day-close',
  '/reports/trial-balance',
];

interface Finding {
  language: string;
  path: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Lets lazy chunks and the first queries land, so axe sees the screen and not its spinner. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[role="status"][aria-busy="true"], .animate-spin'), null, { timeout: 10_000 }).catch(() => undefined);
}

async function axe(page: Page, language: string, path: string): Promise<Finding[]> {
  await settle(page);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ language, path, rule: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

const report = (findings: Finding[]) => findings.map((f) => `${f.language} ${f.path}: [${f.impact}] ${f.rule} — ${f.help}\n    ${f.targets.join('\n    ')}`).join('\n');

describe('accessibility (axe-core, WCAG 2 A and AA)', () => {
  it('has no serious or critical violation on any screen, in English, Dari and Pashto', { timeout: 300_000 }, async () => {
    const api = await app.adminApi();
    const account = await api.call<Account>('POST', '/api/accounts', { accountName: 'Axe Customer', currencyId: 2, accountType: 'customer', dateOfBirth: '1990-03-21' });
    const voucher = await api.call<Transaction>('POST', '/api/transactions', {
      transType: 'Credit', inAccountId: account.id, outAccountId: 11, currencyId: 2, dAmount: '2500', transDescription: 'Opening deposit',
    });
    const paths = [...appRoutes.map((p) => p.replace(':id', String(account.id))), `/print/receipt/${voucher.id}?width=80mm`];

    // The print page calls window.print() once the receipt is in; headless Chromium must not block on it.
    const openPage = async () => {
      const { page, context } = await browser.session();
      await context.addInitScript(() => {
        window.print = () => undefined;
      });
      return page;
    };

    const findings: Finding[] = [];
    const page = await openPage();
    // The login page, signed out.
    await page.goto('/');
    await shown(page.getByRole('button', { name: 'Sign In' }));
    findings.push(...(await axe(page, 'en', '/ (login)')));

    // One admin per language, each in a browser context of its own, checked side by side: the preference is the
    // user's, and most of a page's time is spent waiting for the network to go quiet, which the three can share.
    // A11Y_LANGUAGES=en runs one language while fixing findings.
    const languages = (process.env.A11Y_LANGUAGES ?? 'en,fa-AF,ps').split(',');
    const perLanguage = await Promise.all(
      languages.map(async (language) => {
        const clerk = { username: `axe_${language.replace('-', '_').toLowerCase()}`, password: 'axe-admin-pass-1' };
        await api.createUser({ ...clerk, email: `${clerk.username}@example.com`, role: 'admin' });
        const own = await openPage();
        await signInViaApi(own, clerk);
        const response = await own.request.put('/api/auth/me/preferences', { data: { language } });
        expect(response.status(), await response.text()).toBe(200);
        const found: Finding[] = [];
        for (const path of paths) {
          await own.goto(path);
          found.push(...(await axe(own, language, path)));
        }
        return found;
      }),
    );
    findings.push(...perLanguage.flat());

    await signInViaApi(page, ADMIN);
    // The Solar Hijri date entry (day and month selects, year field) on every screen that takes a date.
    await page.request.put('/api/auth/me/preferences', { data: { language: 'en', calendar: 'solar-hijri' } });
    const datePaths = ['/dashboard?fromDate=2026-03-21', '/transactions/search', `/accounts/view/${account.id}/statement`, '/transactions/pass-hawala', '/transactions/import-hawala', '/accounts/new', `/accounts/view/${account.id}`];
    for (const path of datePaths) {
      await page.goto(path);
      findings.push(...(await axe(page, 'en solar-hijri', path)));
    }
    await page.request.put('/api/auth/me/preferences', { data: { language: 'en', calendar: 'gregorian' } });
    if (findings.length > 0) console.error(report(findings));
    expect(findings.map((f) => `${f.language} ${f.path} ${f.rule}`)).toEqual([]);
  });
});

/** The element that has the keyboard focus, and whether it shows it (a :focus-visible outline). */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    return {
      name: (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? el.id).trim().slice(0, 40),
      tag: el.tagName.toLowerCase(),
      inNav: Boolean(el.closest('nav')),
      visible: el.matches(':focus-visible') && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
    };
  });
}

describe('keyboard use', () => {
  it('tabs through the transfer form and the sidebar with visible focus, and opens and closes a dialog', async () => {
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    await page.goto('/transactions/transfer');
    await shown(page.getByRole('heading', { level: 1 }));
    await settle(page);

    // From the top of the page: every stop shows its focus, the sidebar comes first, then the form's fields.
    const stops: NonNullable<Awaited<ReturnType<typeof focused>>>[] = [];
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press('Tab');
      const stop = await focused(page);
      if (stop) stops.push(stop);
    }
    const hidden = stops.filter((s) => !s.visible);
    expect(hidden, JSON.stringify(hidden)).toEqual([]);
    expect(stops.filter((s) => s.inNav).length).toBeGreaterThan(5);
    const formStops = stops.filter((s) => !s.inNav);
    expect(formStops.some((s) => s.tag === 'input')).toBe(true);
    expect(formStops.some((s) => s.tag === 'textarea' || s.tag === 'select' || s.tag === 'button')).toBe(true);

    // A sidebar section opens and closes from the keyboard.
    const section = page.getByRole('navigation', { name: 'Account Management System' }).locator('button[aria-expanded]').first();
    await section.focus();
    const before = await section.getAttribute('aria-expanded');
    await page.keyboard.press('Enter');
    expect(await section.getAttribute('aria-expanded')).not.toBe(before);
    await page.keyboard.press('Enter');
    expect(await section.getAttribute('aria-expanded')).toBe(before);

    // A dialog: opened with Enter, focus inside it, closed with Escape, focus back on the opener.
    await page.goto('/users');
    await settle(page);
    const opener = page.getByTestId(`user-card-${ADMIN.username}`).getByRole('button', { name: 'Edit' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await shown(dialog);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Tab');
    expect((await focused(page))?.visible).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Focus goes back to the button that opened it.
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))).toBe(await opener.evaluate((el) => el.outerHTML.slice(0, 120))));
  });
});
