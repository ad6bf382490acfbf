import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import type { Role } from '@sarafi/core';
import { buildApp } from '../app';
import { defaultConfig, type Config } from '../config';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedSystem } from '../db/seed-system';
import { hashPassword } from '../lib/passwords';
import { users } from '../db/schema';
import { SESSION_COOKIE } from '../plugins/auth';
import { createFreshPostgresDatabase } from './fresh-postgres';
import { readPgliteTemplate } from './pglite-template';
import { ADMIN, PASSWORD } from './test-credentials';

export { ADMIN, PASSWORD } from './test-credentials';

/**
 * A migrated, seeded database: PGlite in memory (a copy of the run's template, see pglite-template.ts), or a fresh
 * PostgreSQL database when TEST_DATABASE_URL is set.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  let handle: DatabaseHandle;
  if (baseUrl) {
    const fresh = await createFreshPostgresDatabase(baseUrl);
    const pgHandle = await openPostgres(fresh.url);
    handle = { ...pgHandle, close: async () => (await pgHandle.close(), await fresh.drop()) };
  } else {
    const template = inject('pgliteTemplate');
    if (template) return openPglite(undefined, await readPgliteTemplate(template));
    handle = await openPglite();
  }
  await runMigrations(handle);
  await seedSystem(handle.db, ADMIN);
  return handle;
}

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
  const app = await buildApp({ db: handle.db, dbKind: handle.kind, dump: handle.dump, config: defaultConfig({ WEB_DIST: '/nonexistent', ...overrides }) });
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
    },
  };
}
