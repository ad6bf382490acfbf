import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
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
    writeFileSync(path.join(dist, 'assets', 'app-1.js.br'), brotliCompressSync('console.log(1)'));
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
    expect((await t.app.inject({ method: 'GET', url: '/api/unknown' })).json()).toEqual({ message: 'Not found', code: 'notFound' });
  });

  it('sends the Brotli twin the build wrote to a browser that takes it, and the plain file to one that does not', async () => {
    const compressed = await t.app.inject({ method: 'GET', url: '/assets/app-1.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['vary']).toContain('accept-encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-1.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('lets the browser keep a hashed asset for good, and makes it ask again for the page that names them', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/users', '/index.html']) {
      expect((await t.app.inject({ method: 'GET', url })).headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('does not count the web app’s files against the per-address request limit; the API stays limited', async () => {
    const limited = await createTestApp({ WEB_DIST: dist, RATE_LIMIT_PER_MINUTE: 5 });
    try {
      for (let i = 0; i < 12; i++) expect((await limited.app.inject({ method: 'GET', url: i % 2 ? '/assets/app-1.js' : '/dashboard' })).statusCode).toBe(200);
      const api = [];
      for (let i = 0; i < 6; i++) api.push((await limited.app.inject({ method: 'GET', url: '/api/health' })).statusCode);
      expect(api).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
