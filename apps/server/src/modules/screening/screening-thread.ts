// Deep imports, not '@sarafi/core': this runs on a worker thread (lib/worker-pool.ts), which need not load every contract.
import { ScreeningIndex, type ScreeningEntry } from '@sarafi/core/compliance/screening/screening-index';
import { screenMany, type NameHit } from './screen-many';

/** A job for a pool thread: names screened against the lists in force, `listKey` naming their versions. */
export interface ScreeningJob {
  listKey: string;
  /** The lists' entries, sent only when the thread answered `needsList`: a thread indexes them once per version. */
  entries?: ScreeningEntry[];
  threshold: number;
  names: string[];
}

export type ScreeningAnswer = { hits: NameHit[] } | { needsList: true };

let kept: { listKey: string; index: ScreeningIndex } | null = null;

/**
 * Screens a job's names on a pool thread (docs/decisions.md, Compliance: sanctions screening), off the server's event
 * loop. The thread keeps the index of the last list versions it was sent, so an import's batches, and the next
 * import while the thread lives, index the list once.
 */
export function work(job: ScreeningJob): ScreeningAnswer {
  if (kept?.listKey !== job.listKey) {
    if (!job.entries) return { needsList: true };
    // The previous versions' index is let go before the next is built: two would be held at once otherwise.
    kept = null;
    kept = { listKey: job.listKey, index: new ScreeningIndex(job.entries) };
  }
  return { hits: screenMany(kept.index, job.names.map((name) => ({ name })), job.threshold) };
}
