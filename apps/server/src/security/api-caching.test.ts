import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('API answers are never cached', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.cookieFor('admin');
  });
  afterAll(() => t.close());

  it('sends Cache-Control: no-store on API JSON: data, errors, refusals and the encoded spelling of a path', async () => {
    const requests = [
      { url: '/api/accounts', cookie: admin },
      { url: '/api/currencies', cookie: admin },
      { url: '/api/health' },
      { url: '/api/accounts' },
      { url: '/api/accounts/999999', cookie: admin },
      { url: '/%61pi/accounts', cookie: admin },
    ];
    for (const { url, cookie } of requests) {
      const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.headers['cache-control'], `${url} → ${response.statusCode}`).toBe('no-store');
    }
  });
});
