import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, defaultComplianceSettings, defaultShopTimeZone, formatCalendarDate, shopDate, toSolarHijri, type ComplianceSettings, type SettingChangesResponse } from '@sarafi/core';
import { ApiClient } from './support/api';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { catalogues } from './support/i18n';
import { expectToast } from './support/pages/toasts';
import { useServer } from './support/server';
import { shown } from './support/wait';

/**
 * The owner's compliance settings (docs/decisions.md, Compliance: compliance settings screen) in Dari with the Solar
 * Hijri calendar: found in the Compliance menu, refused boxes say why in Dari before anything is sent, and a save
 * stores every setting, a holiday picked as a Solar Hijri day among them, with the loosened threshold marked under its box.
 */
const app = useServer();
const browser = useBrowser(() => app.baseUrl);
const fa = catalogues['fa-AF'];
const owner = { username: 'compliance_owner', password: 'compliance-owner-pass-1' };
const holiday = addCalendarDays(shopDate(new Date(), defaultShopTimeZone), 20);

/** Types an ISO day into the Solar Hijri day, month and year controls of a date field. */
async function enterSolarHijri(group: Locator, iso: string) {
  const { year, month, day } = toSolarHijri(iso);
  await group.getByRole('combobox', { name: fa.dates.day }).selectOption(String(day));
  await group.getByRole('combobox', { name: fa.dates.month }).selectOption(String(month));
  await group.getByRole('textbox', { name: fa.dates.year }).fill(String(year));
}

/** The Latin words of the screen's main region, besides the currency codes and the `allowed` text (a username). */
async function englishWords(page: Page, allowed: string[] = []) {
  const text = allowed.reduce((rest, word) => rest.replaceAll(word, ' '), await page.locator('main').innerText());
  return (text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !['AFN', 'USD', 'EUR', 'PKR'].includes(w));
}

describe('compliance settings in Dari', () => {
  it('opens from the menu, refuses bad boxes in Dari, and saves every setting with its change recorded', { timeout: 120_000 }, async () => {
    const admin = await app.adminApi();
    await admin.createUser({ ...owner, email: 'compliance_owner@sarafi.example', role: 'admin', fullName: 'نادیه کریمی' });
    const api = await ApiClient.login(app.baseUrl, owner);
    await api.call('PUT', '/api/auth/me/preferences', { language: 'fa-AF', calendar: 'solar-hijri' });

    const { page } = await browser.session();
    await signInViaApi(page, owner);
    await page.goto('/dashboard');
    await page.waitForFunction(() => document.documentElement.lang === 'fa-AF' && document.documentElement.dir === 'rtl');
    const menu = page.getByRole('navigation').first();
    await menu.getByRole('button', { name: fa.menu.compliance }).click();
    await menu.getByRole('link', { name: fa.menu.complianceSettings }).click();
    await shown(page.getByRole('heading', { level: 1, name: fa.compliance.settings.title }));

    // The stored defaults, amounts grouped.
    const walkIn = page.getByLabel(fa.settingChanges.setting.compliance.walkInIdThreshold, { exact: true });
    const lctr = page.getByLabel(fa.settingChanges.setting.compliance.lctrThreshold, { exact: true });
    const score = page.getByLabel(fa.settingChanges.setting.compliance.screeningThreshold, { exact: true });
    const years = page.getByLabel(fa.settingChanges.setting.compliance.retentionYears, { exact: true });
    await shown(walkIn);
    expect(await walkIn.inputValue()).toBe('100,000.00');
    expect(await lctr.inputValue()).toBe('500,000.00');
    expect(await score.inputValue()).toBe('0.90');
    expect(await years.inputValue()).toBe('5');
    expect(await page.getByRole('radio', { name: fa.compliance.settings.expiredIdWarn }).isChecked()).toBe(true);
    expect(await englishWords(page)).toEqual([]);

    // Boxes the schema refuses say why under themselves, in Dari, and nothing is sent.
    let puts = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/compliance/settings') puts += 1;
    });
    await score.fill('0.4');
    await years.fill('3');
    await lctr.fill('0');
    await page.getByRole('button', { name: fa.common.save, exact: true }).click();
    await shown(page.getByText(fa.errors.complianceSettings.similarityInvalid, { exact: true }));
    await shown(page.getByText(fa.errors.complianceSettings.retentionTooShort, { exact: true }));
    await shown(page.getByText(fa.errors.complianceSettings.thresholdInvalid, { exact: true }));
    expect(await score.getAttribute('aria-invalid')).toBe('true');
    expect(await englishWords(page)).toEqual([]);
    await screenshot(page, 'compliance-settings-refused-fa-AF');
    expect(puts).toBe(0);

    // Persian digits are read as Western ones; a holiday is picked as a Solar Hijri day.
    await score.fill('۰.۸۵');
    await years.fill('۷');
    await lctr.fill('600000');
    await page.getByRole('radio', { name: fa.compliance.settings.expiredIdRefuse }).check();
    await enterSolarHijri(page.getByRole('group', { name: fa.compliance.settings.holidayDate }), holiday);
    await page.getByRole('button', { name: fa.compliance.settings.addHoliday }).click();
    await shown(page.getByTestId('holidays').getByText(formatCalendarDate(holiday, 'solar-hijri', 'fa-AF'), { exact: true }));
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/api/compliance/settings');
    await page.getByRole('button', { name: fa.common.save, exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expectToast(page, 'success', fa.compliance.settings.saved, fa);

    const stored = await api.call<ComplianceSettings>('GET', '/api/compliance/settings');
    expect(stored).toEqual({ ...defaultComplianceSettings, lctrThreshold: '600000.00', screeningThreshold: '0.85', retentionYears: 7, refuseExpiredId: true, holidays: [holiday] });
    const changes = (await api.call<SettingChangesResponse>('GET', '/api/settings/changes?limit=10')).changes;
    expect(changes.find((c) => c.setting === 'compliance.lctrThreshold')).toMatchObject({ oldValue: '500000.00', newValue: '600000.00', weakened: true, changedBy: owner.username });

    // The boxes show what was stored; under the large cash threshold its change, marked loosened.
    expect(await lctr.inputValue()).toBe('600,000.00');
    const lctrChange = await shown(page.getByTestId('changes-compliance.lctrThreshold'));
    expect(await lctrChange.textContent()).toContain(fa.settingChanges.weakened);
    expect(await page.getByTestId('changes-compliance.walkInIdThreshold').count()).toBe(0);
    // The change line names its user as they sign in.
    expect(await englishWords(page, [owner.username])).toEqual([]);
    await screenshot(page, 'compliance-settings-fa-AF');
  });
});
