/**
 * Preloaded into the app's process by `npm run bench:ledger` (BENCH_JOURNAL=off,on) for the journal-off run only, so
 * the cost of the journal is measured in the same run (docs/BENCHMARKS.md).
 *   node --import tsx --import ./scripts/bench/journal-off.ts apps/server/src/main.ts
 */
import { stopJournalForBench } from '../../apps/server/src/modules/journal/append-journal';

stopJournalForBench();
