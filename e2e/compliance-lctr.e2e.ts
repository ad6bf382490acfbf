/**
 * The monthly large cash transaction report (docs/decisions.md, Compliance: the monthly report) for an owner who reads
 * Dari and counts Solar Hijri months: the dashboard's reminder, the report of last month picked by keyboard, printed
 * with no English word on the paper, and the month marked filed, which ends the reminder.
 */
import { describe, expect, it } from 'vitest';
import { formatCalendarDate, recentReportMonths, reportMonthRange, type Account } from '@sarafi/core';
import { faAF } from '../apps/web/src/i18n/fa-AF';
import { ApiClient } from './support/api';
import { screenshot, screenshotAsIs, signInViaApi, useBrowser } from './support/browser';
import { useServer } from './support/server';
import { shown } from './support/wait';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);
const owner = { username: 'lctr-owner', password: 'lctr-owner-pass-1' };

/** Latin words in a text, besides the currency codes and the usernames the report prints as they are. */
const englishWords = (text: string, allowed: string[]) => (text.match(/[A-Za-z]+/g) ?? []).filter((word) => !allowed.includes(word));

describe('the large cash transaction report in Dari', () => {
  it('reminds, shows last month’s report chosen by keyboard, prints it in Dari and marks it filed', { timeout: 120_000 }, async () => {
    const admin = await app.adminApi();
    await admin.createUser({ ...owner, email: 'lctr-owner@sarafi.example', role: 'admin', fullName: 'حاجی نور' });
    const ownerApi = await ApiClient.login(app.baseUrl, owner);
    await ownerApi.call('PUT', '/api/auth/me/preferences', { language: 'fa-AF', calendar: 'solar-hijri' });
    const afn = (await admin.currency('AFN'))!;
    const customer = await admin.call<Account>('POST', '/api/accounts', { accountName: 'کریم', fatherName: 'رحیم', tazkiraNumber: '1400-0101-00001', currencyId: afn.id, accountType: 'customer' });

    // Two Solar Hijri months back and last month: the report shows the latter, the picker goes one back and returns.
    const today = new Date().toISOString().slice(0, 10);
    const [lastMonth, monthBefore] = recentReportMonths(today, 'solar-hijri', 2) as [string, string];
    const { from } = reportMonthRange(lastMonth, 'solar-hijri');
    const big = await admin.call<{ id: number }>('POST', '/api/transactions', {
      transType: 'Credit', outAccountId: 11, inAccountId: customer.id, currencyId: afn.id, dAmount: '650000', transDescription: 'نقد', transDate: from,
    });

    const { page } = await browser.session();
    await signInViaApi(page, owner);
    await page.goto('/dashboard');
    await page.waitForFunction(() => document.documentElement.lang === 'fa-AF' && document.documentElement.dir === 'rtl');
    // Last Gregorian month is not filed on a fresh shop, and today is past its first business day unless it is the 1st.
    const reminder = await ownerApi.get<{ month: string } | null>('/api/compliance/lctr/reminder');
    if (reminder) {
      const shownReminder = await shown(page.getByTestId('lctr-reminder'));
      const reminderText = (await shownReminder.textContent()) ?? '';
      expect(englishWords(reminderText, [])).toEqual([]);
      // The Gregorian month it asks for is named by its first and last day in the owner's calendar, not as '2026-10'.
      const month = reportMonthRange(reminder.month, 'gregorian');
      expect(reminderText).toContain(formatCalendarDate(month.from, 'solar-hijri', 'fa-AF'));
      expect(reminderText).toContain(formatCalendarDate(month.to, 'solar-hijri', 'fa-AF'));
      expect(reminderText).not.toContain(reminder.month);
      await screenshot(page, 'lctr-reminder-fa-AF');
    }

    await page.goto('/compliance/lctr');
    await shown(page.getByRole('heading', { level: 1, name: faAF.compliance.lctr.title }));
    const picker = page.getByLabel(faAF.compliance.lctr.month, { exact: true });
    expect(await picker.inputValue()).toBe(lastMonth);
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction((value) => (document.querySelector('[data-testid="lctr-month"]') as HTMLSelectElement).value === value, monthBefore);
    await page.keyboard.press('ArrowUp');
    await page.waitForFunction((value) => (document.querySelector('[data-testid="lctr-month"]') as HTMLSelectElement).value === value, lastMonth);
    const row = await shown(page.locator(`[data-transaction="${big.id}"]`));
    expect(await row.textContent()).toContain('کریم');
    expect(await row.textContent()).toContain(faAF.accounts.kyc.idTypes.tazkira);
    await screenshot(page, 'lctr-report-fa-AF');

    await page.emulateMedia({ media: 'print' });
    const paper = await page.locator('main').innerText();
    expect(englishWords(paper, ['AFN', 'admin'])).toEqual([]);
    await screenshotAsIs(page, 'lctr-report-print-fa-AF');
    await page.emulateMedia({ media: 'screen' });

    if (reminder) {
      const mark = page.getByRole('button', { name: faAF.compliance.lctr.markFiled });
      await mark.focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('lctr-reminder').waitFor({ state: 'detached' });
      expect(await ownerApi.get('/api/compliance/lctr/reminder')).toBeNull();
    }
  });
});
