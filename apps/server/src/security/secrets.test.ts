import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { defaultConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { ADMIN, openTestDatabase } from '../test/test-app';

/**
 * Passwords and session ids never reach the log or a response body. The app logs exactly as in production (level,
 * redaction) but at 'trace', into memory, while the requests that carry secrets are made.
 */
describe('passwords and session ids never appear in logs or responses', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const lines: string[] = [];
  const responses: LightMyRequestResponse[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase();
    app = await buildApp({
      db: handle.db,
      dbKind: handle.kind,
      config: defaultConfig({ WEB_DIST: '/nonexistent', LOG_LEVEL: 'trace', LOGIN_MAX_FAILURES_PER_USERNAME: 100 }),
      logStream: { write: (line: string) => void lines.push(line) },
    });
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const call = async (options: InjectOptions) => {
    const response = await app.inject(options);
    responses.push(response);
    return response;
  };
  const tokenOf = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === 'sarafi_session')!.value;

  it('through logins, user creation and password changes, cookie-carrying requests, failures and logout', async () => {
    const secrets = {
      adminPassword: ADMIN.password,
      wrongPassword: 'Wrong-Horse-Battery-9',
      newUserPassword: 'Clerk-Initial-Secret-7',
      changedPassword: 'Clerk-Changed-Secret-8',
      shortPassword: 'Sh0rt!x',
    };
    const login = await call({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    expect(login.statusCode).toBe(200);
    const token = tokenOf(login);
    const cookie = `sarafi_session=${token}`;
    await call({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: secrets.wrongPassword } });
    await call({ method: 'POST', url: '/api/auth/login', payload: { username: 'nobody', password: secrets.wrongPassword } });
    await call({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: `{"username":"admin","password":"${secrets.wrongPassword}"` });

    const created = await call({
      method: 'POST',
      url: '/api/users',
      headers: { cookie },
      payload: { username: 'clerk', email: 'clerk@example.com', password: secrets.newUserPassword, role: 'user' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    await call({ method: 'POST', url: '/api/users', headers: { cookie }, payload: { username: 'clerk', email: 'clerk@example.com', password: secrets.newUserPassword, role: 'user' } });
    await call({ method: 'PATCH', url: `/api/users/${id}`, headers: { cookie }, payload: { username: 'clerk', email: 'clerk@example.com', role: 'user', password: secrets.changedPassword } });
    await call({ method: 'PATCH', url: `/api/users/${id}`, headers: { cookie }, payload: { username: 'clerk', email: 'clerk@example.com', role: 'user', password: secrets.shortPassword } });
    const clerkLogin = await call({ method: 'POST', url: '/api/auth/login', payload: { username: 'clerk', password: secrets.changedPassword } });
    expect(clerkLogin.statusCode).toBe(200);
    const clerkToken = tokenOf(clerkLogin);

    await call({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    await call({ method: 'GET', url: '/api/users', headers: { cookie } });
    await call({ method: 'GET', url: '/api/users', headers: { cookie: `sarafi_session=${clerkToken}` } });
    await call({ method: 'GET', url: '/api/nothing-here', headers: { cookie } });
    await call({ method: 'POST', url: '/api/transactions', headers: { cookie, authorization: `Bearer ${token}` }, payload: { transType: 'Nope' } });
    await call({ method: 'POST', url: '/api/auth/logout', headers: { cookie: `sarafi_session=${clerkToken}` } });
    await call({ method: 'GET', url: '/api/auth/me', headers: { cookie: `sarafi_session=${clerkToken}` } });

    const log = lines.join('');
    // The log was written (at trace, every request), so its silence about secrets means something.
    expect(log).toContain('incoming request');
    expect(log).toContain('/api/auth/login');
    expect(lines.length).toBeGreaterThanOrEqual(2 * responses.length);

    const forbidden = { ...secrets, token, clerkToken, tokenHash: createHash('sha256').update(token).digest('hex'), clerkTokenHash: createHash('sha256').update(clerkToken).digest('hex') };
    for (const [name, secret] of Object.entries(forbidden)) {
      expect(log.includes(secret), `${name} in the log`).toBe(false);
      for (const response of responses) {
        expect(response.body.includes(secret), `${name} in the body of ${response.raw.req.method} ${response.raw.req.url}`).toBe(false);
        const { 'set-cookie': _cookie, ...headers } = response.headers;
        expect(JSON.stringify(headers).includes(secret), `${name} in a header of ${response.raw.req.url}`).toBe(false);
      }
    }
    expect(log).not.toMatch(/sarafi_session=|passwordHash|password_hash|\$argon2/);
    for (const response of responses) expect(response.body).not.toMatch(/passwordHash|password_hash|\$argon2/);
  });
});
