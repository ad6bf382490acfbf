import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { useServer } from './support/server';
import { a11yWorld, half, report, scanLanguages } from './support/a11y';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);

/**
 * The right-to-left sweep's second half (a11y-rtl.e2e.ts has the first; a11y.e2e.ts and a11y-solar-hijri.e2e.ts
 * English), so the four files run side by side. Dari stands
 * for both right-to-left languages: Pashto lays out every screen the same way and only its words differ, which the
 * catalogue tests and the Pashto journeys check.
 */
describe('accessibility right to left, second half (axe-core, WCAG 2 A and AA)', () => {
  it('has no serious or critical violation on the second half of the screens in Dari', { timeout: 600_000 }, async () => {
    const { paths } = await a11yWorld(app);
    const findings = await scanLanguages(app, () => browser.session(), ['fa-AF'], half(paths, 2));
    if (findings.length > 0) console.error(report(findings));
    expect(findings.map((f) => `${f.language} ${f.path} ${f.rule}`)).toEqual([]);
  });
});
