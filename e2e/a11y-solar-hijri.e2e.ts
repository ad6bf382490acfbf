import { describe, expect, it } from 'vitest';
import { signInViaApi, useBrowser } from './support/browser';
import { ADMIN, useServer } from './support/server';
import { a11yWorld, half, printSafePage, report, scanLanguages, sweep, type Finding } from './support/a11y';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);

/** The second half of the English sweep (a11y.e2e.ts has the first), and the Solar Hijri date entry in English. */
describe('accessibility, second half (axe-core, WCAG 2 A and AA)', () => {
  it('has no serious or critical violation on the second half of the screens in English, or in the Solar Hijri calendar', { timeout: 600_000 }, async () => {
    const { account, paths } = await a11yWorld(app);
    const findings: Finding[] = [...(await scanLanguages(app, () => browser.session(), ['en'], half(paths, 2)))];

    const page = await printSafePage(() => browser.session());
    await signInViaApi(page, ADMIN);
    // The Solar Hijri date entry (day and month selects, year field) on every screen that takes a date.
    await page.request.put('/api/auth/me/preferences', { data: { language: 'en', calendar: 'solar-hijri' } });
    const datePaths = ['/dashboard?fromDate=2026-03-21', '/transactions/search', `/accounts/view/${account.id}/statement`, '/transactions/pass-hawala', '/transactions/import-hawala', '/accounts/new', `/accounts/view/${account.id}`, '/reports/till-variances'];
    findings.push(...(await sweep(page, 'en solar-hijri', datePaths)));
    if (findings.length > 0) console.error(report(findings));
    expect(findings.map((f) => `${f.language} ${f.path} ${f.rule}`)).toEqual([]);
  });
});
