import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { startAuthHousekeeping } from './modules/auth/housekeeping';
import type { BackupService } from './modules/backup/backup-service';
import { startJournalChainer } from './modules/journal/chain-journal';

/** How often committed journal rows are linked into the chain (docs/decisions.md, Journal). */
const journalChainEveryMs = 500;

interface Log {
  info(message: string): void;
  warn(message: string, error: unknown): void;
  error(message: string, error?: unknown): void;
}

/**
 * The app's timed work — housekeeping of the auth tables, the journal chainer, scheduled backups — run by one process
 * only: the single process, or a cluster's primary (docs/decisions.md, Every core). Started once the app listens, so
 * a start that fails leaves none working on a closed pool. Returns what stops them all.
 */
export function startBackgroundJobs(handle: DatabaseHandle, config: Config, backups: BackupService, log: Log): () => void {
  const stopHousekeeping = startAuthHousekeeping(handle.db, config, (error) => log.warn('housekeeping failed', error));
  const stopChainer = startJournalChainer(handle.db, journalChainEveryMs, (error) => log.error('journal chaining failed', error));
  const stopBackups = backups.startSchedule({ info: (m) => log.info(m), error: (m) => log.error(m) });
  return () => {
    stopHousekeeping();
    stopChainer();
    stopBackups();
  };
}
