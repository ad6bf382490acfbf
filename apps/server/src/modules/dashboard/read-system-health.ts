import { sql } from 'drizzle-orm';
import type { SystemHealth } from '@sarafi/core';
import type { DatabaseHandle, Executor } from '../../db/client';
import { accounts, currencies } from '../../db/schema';
import type { BackupService } from '../backup/backup-service';

/**
 * GET /api/dashboard/system-health. Accounts are the staff accounts the account list and the Account Details modal
 * show: the system ones (cash at shop 11, the FX position accounts) are bookkeeping, not customers, and are left
 * out. The request itself needed the database for its session, so an answer always means 'connected'; the latency
 * is one `select 1` round trip. The backup line is the age of the last verified backup (null where the process keeps
 * no backups).
 */
export async function readSystemHealth(db: Executor, kind: DatabaseHandle['kind'], backups: BackupService | undefined, now = new Date()): Promise<SystemHealth> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  const latencyMs = Math.round((performance.now() - started) * 10) / 10;
  const [counts] = await db
    .select({
      activeAccounts: sql<number>`(select count(*)::int from ${accounts} where not ${accounts.isSystem} and ${accounts.accountStatus} = 'active')`,
      totalAccounts: sql<number>`(select count(*)::int from ${accounts} where not ${accounts.isSystem})`,
      currencies: sql<number>`(select count(*)::int from ${currencies} where ${currencies.isActive})`,
    })
    .from(sql`(select 1) as one`);
  const backup = backups ? await backups.health() : null;
  return { database: { connected: true, kind, latencyMs }, backup, ...counts!, generatedAt: now.toISOString() };
}
