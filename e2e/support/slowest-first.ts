import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that took longest in CI (journeys: 30 November, a whole run, 2 cores), longest first. A fresh clone has no
 * timings cached, so vitest starts the largest files first, and the accessibility sweeps are small files that run for a
 * minute or more: started last, one of them ran alone while the other worker had nothing left (docs/decisions.md,
 * "CI time"). A file missing here only loses its place at the front.
 */
const slowestFiles = [
  'users-and-menus.e2e.ts',
  'journeys-i18n.e2e.ts',
  'dashboard.e2e.ts',
  'receipts.e2e.ts',
  'a11y-solar-hijri.e2e.ts',
  'walk-in-exchange.e2e.ts',
  'a11y.e2e.ts',
  'hawala.e2e.ts',
  'currencies.e2e.ts',
  'tills.e2e.ts',
  // The unit and security projects' longest files (30 November, a whole run): started last, each would run alone.
  'embedded-server.test.ts',
  'crash-durability.test.ts',
  'fuzz.test.ts',
  'backup.test.ts',
  'injection.test.ts',
  'malformed-and-oversize.test.ts',
  'restore-command.test.ts',
  'spreadsheet-bombs.test.ts',
  'reconciliation-uploads.test.ts',
  'concurrency.test.ts',
  'verify-journal.test.ts',
  'cluster.test.ts',
];

const rank = (spec: TestSpecification) => {
  const at = slowestFiles.indexOf(path.basename(spec.moduleId));
  return at === -1 ? slowestFiles.length : at;
};

/** Vitest's own order (projects apart, then timings or size), with each project's slowest files moved to the front. */
export class SlowestFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => (a.spec.project.name === b.spec.project.name ? rank(a.spec) - rank(b.spec) : 0) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
