import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import type { Role } from '@sarafi/core';
import { buildApp } from '../app';
import { backupDirOf, backupSettingsOf, defaultConfig, type Config } from '../config';
import { createBackupService } from '../modules/backup/backup-service';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { hashPassword } from '../lib/passwords';
import { appSettings, users } from '../db/schema';
import { approvalSettingsKey } from '../modules/approvals/approval-settings';
import { SESSION_COOKIE } from '../plugins/auth';
import { createFreshPostgresDatabase } from './fresh-postgres';
import { ADMIN, PASSWORD } from './test-credentials';

export { ADMIN, PASSWORD } from './test-credentials';

/** A database of its own on the server at `serverUrl`, a copy of `template` or empty; dropped on close. */
export async function freshDatabaseOn(serverUrl: string, label: string, template?: string): Promise<DatabaseHandle> {
  const fresh = await createFreshPostgresDatabase(serverUrl, label, template);
  const handle = await openPostgres(fresh.url);
  return { ...handle, close: async () => (await handle.close(), await fresh.drop()) };
}

/** A migrated, seeded database: a copy of the run's template. */
export const openTestDatabase = () => freshDatabaseOn(inject('testServerUrl'), 'test', inject('testTemplate'));

/** An empty database, nothing migrated (restores, migrations). */
export const openEmptyDatabase = (label = 'empty') => freshDatabaseOn(inject('testServerUrl'), label);

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  /** Signs in (creating the user first for operator/user) and returns the session cookie header. */
  cookieFor(role: Role): Promise<string>;
  close(): Promise<void>;
}

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  return testAppOn(await openTestDatabase(), overrides);
}

/** The app on a given migrated, seeded database (closing it closes the handle). */
export async function testAppOn(handle: DatabaseHandle, overrides: Partial<Config> = {}): Promise<TestApp> {
  const config = defaultConfig({ WEB_DIST: '/nonexistent', BACKUP_DIR: mkdtempSync(path.join(os.tmpdir(), 'sarafi-test-backups-')), ...overrides });
  const backups = createBackupService(handle, backupSettingsOf(config));
  const app = await buildApp({ db: handle.db, dbKind: handle.kind, pool: handle.pool, backups, config });
  // The suites date documents years back to test history; a change to an old document needing approval
  // (docs/decisions.md, Approvals) is the approvals tests' to turn on, with PUT /api/settings/approvals.
  await handle.db
    .insert(appSettings)
    .values({ key: approvalSettingsKey, value: { approvalAfterDays: 3650 } })
    .onConflictDoNothing();
  const cookies = new Map<Role, string>();
  const passwordHash = await hashPassword(PASSWORD);

  async function cookieFor(role: Role) {
    const known = cookies.get(role);
    if (known) return known;
    const credentials = role === 'admin' ? ADMIN : { username: `${role}1`, password: PASSWORD };
    if (role !== 'admin') {
      await handle.db.insert(users).values({ username: credentials.username, passwordHash, role, email: `${role}@example.com` });
    }
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials });
    const cookie = sessionCookie(response);
    cookies.set(role, cookie);
    return cookie;
  }

  return {
    app,
    handle,
    cookieFor,
    async close() {
      await app.close();
      await handle.close();
      rmSync(backupDirOf(config), { recursive: true, force: true });
    },
  };
}
