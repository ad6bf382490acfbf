import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { useServer } from './support/server';
import { a11yWorld, report, scanLanguages } from './support/a11y';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);

/**
 * The right-to-left half of the axe scan (a11y.e2e.ts has English), so the two halves run side by side. Dari stands
 * for both right-to-left languages: Pashto lays out every screen the same way and only its words differ, which the
 * catalogue tests and the Pashto journeys check.
 */
describe('accessibility right to left (axe-core, WCAG 2 A and AA)', () => {
  it('has no serious or critical violation on any screen in Dari', { timeout: 300_000 }, async () => {
    const { paths } = await a11yWorld(app);
    const findings = await scanLanguages(app, () => browser.session(), ['fa-AF'], paths);
    if (findings.length > 0) console.error(report(findings));
    expect(findings.map((f) => `${f.language} ${f.path} ${f.rule}`)).toEqual([]);
  });
});
