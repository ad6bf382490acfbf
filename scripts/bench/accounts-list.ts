/**
 * Measures the accounts list: the size of GET /api/accounts with 10,000 accounts (some with images), and the
 * latency of GET /api/accounts?q=…&limit=50 over real HTTP with 100,000 accounts.
 * Runs on the PostgreSQL server at BENCH_DATABASE_URL when set, else on an embedded one in a temporary folder (a fresh
 * database either way).
 *   npm run bench:accounts
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { defaultConfig } from '../../apps/server/src/config';
import { openPostgres, type DatabaseHandle } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { seedSystem } from '../../apps/server/src/db/seed-system';
import { accounts } from '../../apps/server/src/db/schema';
import { createFreshPostgresDatabase } from '../../apps/server/src/test/fresh-postgres';
import { startTestPostgres } from '../../apps/server/src/test/test-postgres';
import { pngDataUrl } from '../../apps/server/src/modules/accounts/test-images';

const admin = { username: 'bench', password: 'bench-pass-1' };

async function open(): Promise<{ handle: DatabaseHandle; label: string; drop: () => Promise<void> }> {
  const external = process.env.BENCH_DATABASE_URL;
  const server = external ? { url: external, stop: async () => undefined } : await startTestPostgres();
  const fresh = await createFreshPostgresDatabase(server.url, 'bench');
  return { handle: await openPostgres(fresh.url), label: external ? 'PostgreSQL' : 'embedded PostgreSQL', drop: async () => (await fresh.drop(), await server.stop()) };
}

/** Accounts are inserted with SQL so seeding 100,000 takes seconds; names come from a small realistic pool. */
async function addAccounts(handle: DatabaseHandle, from: number, to: number) {
  await handle.db.execute(sql`
    insert into accounts (account_code, account_name, last_name, father_name, phone, currency_id, account_type)
    select 'AC' || (100000 + g),
           (array['Ahmad','Mohammad','Zarghona','Farid','Latifa','Nasir','Habib','Mariam','Karim','Shabnam'])[1 + g % 10] || ' ' || g,
           (array['Karimi','Rahimi','Ahmadzai','Noori','Safi'])[1 + g % 5],
           'Father ' || g, '+93 70 ' || lpad(g::text, 7, '0'), 1 + g % 4, 'customer'
    from generate_series(${from}::int, ${to - 1}::int) g`);
}

/** Bytes of the gzip body as sent, read without letting the client inflate it. */
async function rawLength(baseUrl: string, cookie: string): Promise<number> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request(`${baseUrl}/api/accounts`, { headers: { cookie, 'accept-encoding': 'gzip' } }, (res) => {
      let length = 0;
      res.on('data', (chunk: Buffer) => (length += chunk.length));
      res.on('end', () => resolve(length));
    })
      .on('error', reject)
      .end();
  });
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  const { handle, label, drop } = await open();
  try {
    await runMigrations(handle);
    await seedSystem(handle.db, admin);
    const app = await buildApp({ db: handle.db, dbKind: handle.kind, config: defaultConfig({ WEB_DIST: '/nonexistent', RATE_LIMIT_PER_MINUTE: 1_000_000 }) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const get = (path: string) => fetch(`${baseUrl}${path}`, { headers: { cookie } });

    await addAccounts(handle, 0, 10_000);
    for (let i = 0; i < 20; i++) {
      const created = await fetch(`${baseUrl}/api/accounts`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ accountName: `Pictured ${i}`, currencyId: 2, picture: pngDataUrl, signature: pngDataUrl }),
      });
      if (created.status !== 201) throw new Error(`create failed: ${created.status} ${await created.text()}`);
    }
    // fetch decompresses, so the bytes on the wire are measured with a raw request.
    const body = await (await get('/api/accounts')).text();
    const count = (JSON.parse(body) as unknown[]).length;
    const wire = await fetch(`${baseUrl}/api/accounts`, { headers: { cookie, 'accept-encoding': 'gzip' } });
    const compressed = wire.headers.get('content-encoding') === 'gzip' ? Number(wire.headers.get('content-length') ?? 0) || (await rawLength(baseUrl, cookie)) : 0;
    console.log(
      `${label}: GET /api/accounts with ${count} accounts = ${body.length} bytes of JSON (${(body.length / count).toFixed(0)} bytes per account), ` +
        `${compressed} bytes gzip-compressed on the wire; no image data in it: ${!body.includes('base64')}`,
    );

    await addAccounts(handle, 10_000, 100_000);
    await handle.db.execute(sql`analyze accounts`);
    const queries = ['zarghona', 'AC15', 'karimi', 'ahmad 99', 'Mariam 12', 'AC199', 'nobody', 'farid', 'a', '4242'];
    for (const q of queries) await get(`/api/accounts?q=${encodeURIComponent(q)}&limit=50`); // warm-up
    const times: number[] = [];
    const byQuery = new Map<string, number[]>(queries.map((q) => [q, []]));
    for (let round = 0; round < 20; round++) {
      for (const q of queries) {
        const started = performance.now();
        const response = await get(`/api/accounts?q=${encodeURIComponent(q)}&limit=50&offset=${(round % 3) * 50}`);
        await response.arrayBuffer();
        const elapsed = performance.now() - started;
        times.push(elapsed);
        byQuery.get(q)!.push(elapsed);
      }
    }
    times.sort((a, b) => a - b);
    const medians = [...byQuery].map(([q, list]) => `'${q}' ${percentile(list.sort((a, b) => a - b), 50).toFixed(1)}`);
    console.log(`${label}: median ms per search text: ${medians.join(', ')}`);
    const total = await handle.db.$count(accounts);
    console.log(
      `${label}: GET /api/accounts?q=…&limit=50 on ${total} accounts, ${times.length} requests: ` +
        `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
    );
    await app.close();
  } finally {
    await handle.close();
    await drop();
  }
}

await main();
