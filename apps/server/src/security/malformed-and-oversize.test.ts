import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { hawalaDetails } from '../db/schema';
import { postFile, sheetOf } from '../modules/hawala-import/test-support';
import type { TestApp } from '../test/test-app';
import { isWrite, routeKey, routeSchemas, securityTestApp, seedWorld, type JsonSchema, type RouteSchema, type World } from './world';

/** A value of the wrong JSON type for a field, by what its schema accepts. */
function wrongType(schema: JsonSchema): unknown {
  const types = new Set([schema.type, ...(schema.anyOf ?? []).map((s) => s.type)].flat().filter(Boolean));
  if (types.has('string') || types.has('number') || types.has('integer')) return { not: 'a scalar' };
  if (types.has('boolean')) return 'yes';
  if (types.has('array')) return 'not a list';
  return [[1]];
}

const wrongTypedBody = (body: JsonSchema) => Object.fromEntries(Object.entries(body.properties ?? {}).map(([name, schema]) => [name, wrongType(schema)]));

/** Ids no record has: every answer is about the body, and nothing is changed. */
const missingIds = (url: string) => url.replace(':id', url.startsWith('/api/users') ? '00000000-0000-4000-8000-000000000000' : '999999').replace(':name', 'nobody');

describe('malformed JSON, wrong types and oversize bodies on every write route', () => {
  let t: TestApp;
  let w: World;
  let writes: RouteSchema[];
  beforeAll(async () => {
    t = await securityTestApp();
    w = await seedWorld(t, 2);
    writes = (await routeSchemas(t)).filter((r) => isWrite(r.method));
  });
  afterAll(() => t.close());

  const inject = (route: RouteSchema, payload: string | Buffer, contentType = 'application/json') =>
    t.app.inject({
      method: route.method as 'POST',
      url: missingIds(route.url),
      // Logging out would end the session the other requests use.
      headers: { ...(route.url === '/api/auth/logout' ? {} : { cookie: w.admin }), 'content-type': contentType },
      payload,
    });

  it('malformed JSON → 400 "The request body is not valid JSON" on every POST/PUT/PATCH/DELETE route', async () => {
    expect(writes.length).toBeGreaterThan(20);
    for (const route of writes) {
      for (const payload of ['{"a":', '{a: 1}', "{'a': 1}", '[1, 2', '\u0000', '{"a": 1}}', '{"a": NaN}', '{"a": 1e400']) {
        const response = await inject(route, payload);
        const label = `${routeKey(route)} ${JSON.stringify(payload)} → ${response.statusCode} ${response.body}`;
        // A '1e400' literal is valid JSON (it parses to Infinity), so that one may pass the parser.
        if (payload === '{"a": 1e400') expect(response.statusCode, label).toBeLessThan(500);
        else {
          expect(response.statusCode, label).toBe(400);
          expect(response.json(), label).toEqual({ message: 'The request body is not valid JSON', code: 'invalidJson' });
        }
      }
    }
  });

  it('wrong types in every field → 400 with a message; a scalar or list instead of an object → 4xx; never a 500', async () => {
    let checked = 0;
    for (const route of writes) {
      const label = (what: string, response: { statusCode: number; body: string }) => `${routeKey(route)} ${what} → ${response.statusCode} ${response.body}`;
      if (route.body?.properties && Object.keys(route.body.properties).length > 0) {
        const response = await inject(route, JSON.stringify(wrongTypedBody(route.body)));
        expect(response.statusCode, label('wrong types', response)).toBe(400);
        expect(response.json().message, label('wrong types', response)).toEqual(expect.stringMatching(/\w/));
        checked += 1;
      }
      for (const payload of ['[]', '"text"', '42', 'true', 'null', '[{"a":1}]']) {
        const response = await inject(route, payload);
        if (route.body) expect(response.statusCode, label(payload, response)).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, label(payload, response)).toBeLessThan(500);
        expect(typeof response.json().message === 'string' || response.statusCode < 400, label(payload, response)).toBe(true);
      }
      // A body in a type the route does not read is refused, never a 500.
      const text = await inject(route, 'a=1', 'text/plain');
      expect(text.statusCode, label('text/plain', text)).toBeLessThan(500);
    }
    expect(checked).toBeGreaterThan(15);
  });

  it('a body over the limit → 413 with a message on every route (7 MB: over the 6 MB the account routes allow for images and skipped import rows)', async () => {
    const big = JSON.stringify({ filler: 'x'.repeat(7 * 1024 * 1024) });
    for (const route of writes) {
      const response = await inject(route, big);
      expect(response.statusCode, `${routeKey(route)} → ${response.statusCode} ${response.body.slice(0, 200)}`).toBe(413);
      expect(response.json()).toEqual({ message: 'The request is too large', code: 'tooLarge' });
    }
    // Just over 1 MB: the limit of every route that takes no images and no skipped import rows (6 MB each).
    const overOneMb = JSON.stringify({ filler: 'x'.repeat(1024 * 1024 + 1) });
    const sixMb = (r: { url: string }) => r.url.startsWith('/api/accounts') || r.url === '/api/hawala/skipped-rows';
    for (const route of writes.filter((r) => !sixMb(r) && !r.multipart)) {
      expect((await inject(route, overOneMb)).statusCode, routeKey(route)).toBe(413);
    }
  });
});

describe('an upload over IMPORT_MAX_UPLOAD_MB', () => {
  it('is refused with 413 by preview and by import, and imports nothing', async () => {
    const t = await securityTestApp({ IMPORT_MAX_UPLOAD_MB: 1 });
    try {
      const cookie = await t.cookieFor('operator');
      const rows = Array.from({ length: 20_000 }, (_, i) => [`BIG-${i}`, `Sender ${Math.random().toString(36)}`, `Receiver ${Math.random().toString(36)}`, 100 + i]);
      const big = sheetOf(rows);
      expect(big.length).toBeGreaterThan(1024 * 1024);
      for (const endpoint of ['preview', 'import'] as const) {
        const response = await postFile(t, cookie, endpoint, { fileName: 'big.xlsx', data: big }, { transactionDate: '2026-03-01' });
        expect(response.statusCode, `${endpoint}: ${response.body}`).toBe(413);
        expect(response.json()).toEqual({ message: 'The file is larger than 1 MB', code: 'hawalaImport.tooLarge', params: { mb: 1 } });
      }
      expect((await t.handle.db.select({ n: count() }).from(hawalaDetails))[0]!.n).toBe(0);
    } finally {
      await t.close();
    }
  });
});
