import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hawalaApi, USD } from '../modules/hawala/test-support';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The router decodes a path before it matches it, so every spelling of an API path must meet the same guards as
 * the plain one. Sent over a real socket, because a URL object (as app.inject builds) would normalise some of them.
 */
function send(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, method, path, headers: { ...(body && { 'content-type': 'application/json' }), ...headers } }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Spellings of `/api/<rest>` that reach the API route, or another route, or none; '%2F' keeps its slash encoded. */
const spellings = (rest: string) => [
  `/%61pi/${rest}`,
  `/%61%70%69/${rest}`,
  `/%41PI/${rest}`,
  `/API/${rest}`,
  `/%2561pi/${rest}`,
  `/api%2F${rest}`,
  `/api/${rest.replaceAll('/', '%2F')}`,
  `/api/${rest}/`,
  `//api/${rest}`,
  `/./api/${rest}`,
  `/x/../api/${rest}`,
  `/api/${rest.replace(/\d+$/, (id) => [...id].map((d) => `%3${d}`).join(''))}`,
];

describe('encoded and non-canonical API paths meet the same guards as the plain path', () => {
  let t: TestApp;
  let port: number;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 5 });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
    admin = await t.cookieFor('admin');
  });
  afterAll(() => t.close());

  it('refuses a cross-site payout however the path is spelled, and pays out nothing', async () => {
    const api = hawalaApi(t, admin);
    await api.fixedAccount({ accountCode: '2001', accountName: 'London Partner', currencyId: USD, accountType: 'hawala_partner' });
    const hawala = await api.detail({ currency: 'AFN' });
    const crossSite = { cookie: admin, 'sec-fetch-site': 'same-site', origin: 'http://evil.example.com' };
    for (const path of spellings(`hawala/pass/${hawala.id}`)) {
      const response = await send(port, 'POST', path, crossSite, '{}');
      expect([403, 404], `${path} → ${response.status} ${response.body}`).toContain(response.status);
    }
    expect(await api.status(hawala.id)).toBe('Pending');
    expect(await api.payouts(hawala.id)).toEqual([]);
    // The same request from the app's own page does pay out, so the refusals above were the origin check's.
    const sameOrigin = await send(port, 'POST', `/%61pi/hawala/pass/${hawala.id}`, { cookie: admin, 'sec-fetch-site': 'same-origin' }, '{}');
    expect(sameOrigin.status, sameOrigin.body).toBe(200);
    expect(await api.status(hawala.id)).toBe('Passed');
  });

  it('asks for a session and the right role on every spelling', async () => {
    const user = await t.cookieFor('user');
    for (const path of spellings('users')) {
      const anonymous = await send(port, 'GET', path);
      expect([401, 404], `${path} → ${anonymous.status}`).toContain(anonymous.status);
      const plainUser = await send(port, 'GET', path, { cookie: user });
      expect([403, 404], `${path} → ${plainUser.status}`).toContain(plainUser.status);
    }
  });

  it('counts every spelling against the same rate limit', async () => {
    const paths = spellings('health').filter((path) => !path.includes('%2F') && !path.includes('API'));
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await send(port, 'GET', paths[i % paths.length]!)).status);
    expect(statuses).toContain(429);
    expect((await send(port, 'GET', '/%61pi/health')).status).toBe(429);
  });
});
