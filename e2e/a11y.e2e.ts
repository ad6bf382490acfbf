import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInViaApi, useBrowser } from './support/browser';
import { ADMIN, useServer } from './support/server';
import { eventually, shown } from './support/wait';
import { a11yWorld, axe, printSafePage, report, scanLanguages, settle, type Finding } from './support/a11y';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);

/** Dari and Pashto are checked by a11y-rtl.e2e.ts, a file of its own so the two halves run side by side. */
describe('accessibility (axe-core, WCAG 2 A and AA)', () => {
  it('has no serious or critical violation on any screen in English, signed out, or in the Solar Hijri calendar', { timeout: 300_000 }, async () => {
    const { account, paths } = await a11yWorld(app);
    const findings: Finding[] = [];
    const page = await printSafePage(() => browser.session());
    // The login page, signed out.
    await page.goto('/');
    await shown(page.getByRole('button', { name: 'Sign In' }));
    findings.push(...(await axe(page, 'en', '/ (login)')));
    findings.push(...(await scanLanguages(app, () => browser.session(), ['en'], paths)));

    await signInViaApi(page, ADMIN);
    // The Solar Hijri date entry (day and month selects, year field) on every screen that takes a date.
    await page.request.put('/api/auth/me/preferences', { data: { language: 'en', calendar: 'solar-hijri' } });
    const datePaths = ['/dashboard?fromDate=2026-03-21', '/transactions/search', `/accounts/view/${account.id}/statement`, '/transactions/pass-hawala', '/transactions/import-hawala', '/accounts/new', `/accounts/view/${account.id}`, '/reports/till-variances'];
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
