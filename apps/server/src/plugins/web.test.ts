import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('serving the web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'sarafi-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html for app routes so the browser router shows them, with the CSP', async () => {
    for (const url of ['/', '/users', '/accounts/view/7', '/no/such/page', '/users/john.doe']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('serves assets, including ones built after start, and 404s missing files instead of returning HTML', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-1.js' })).headers['content-type']).toContain('javascript');
    writeFileSync(path.join(dist, 'assets', 'app-2.js'), 'console.log(2)');
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-2.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/assets/gone.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/unknown' })).json()).toEqual({ message: 'Not found' });
  });
});
