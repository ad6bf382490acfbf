import type { Database } from '../../db/client';
import type { Config } from '../../config';
import { purgeStaleLoginFailures, throttlePolicy } from './login-throttle';
import { purgeExpiredSessions } from './sessions';
import { purgeExpiredPendingSignIns } from '../two-factor/pending-sign-in';
import { purgeExpiredIdempotencyKeys } from '../ledger/purge-idempotency-keys';

const hourly = 60 * 60_000;

/** Expired sessions, pending sign-ins and stale login counters are refused anyway; this only keeps their tables small. */
export function startAuthHousekeeping(db: Database, config: Config, onError: (error: unknown) => void) {
  const run = async () => {
    try {
      await purgeExpiredSessions(db, { idleMinutes: config.SESSION_IDLE_MINUTES, absoluteHours: config.SESSION_ABSOLUTE_HOURS });
      await purgeStaleLoginFailures(db, throttlePolicy(config));
      await purgeExpiredIdempotencyKeys(db);
      await purgeExpiredPendingSignIns(db);
    } catch (error) {
      onError(error);
    }
  };
  void run();
  const timer = setInterval(run, hourly);
  timer.unref();
  return () => clearInterval(timer);
}
