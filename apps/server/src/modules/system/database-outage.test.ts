import { createServer, Socket, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { defaultConfig } from '../../config';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { seedSystem } from '../../db/seed-system';
import { databaseUnavailableMessage } from '../../lib/errors';
import { createFreshPostgresDatabase } from '../../test/fresh-postgres';
import { ADMIN, sessionCookie } from '../../test/test-app';

const baseUrl = inject('testServerUrl');

/** A TCP relay between the app and PostgreSQL that the test can cut and restore, as a network or server outage. */
function relay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const open = (port: number) =>
    new Promise<number>((resolve) => {
      server = createServer((client) => {
        const upstream = new Socket();
        upstream.connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve((server!.address() as { port: number }).port));
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server?.close(() => resolve());
    });
  return { open, cut };
}

describe('a database outage', () => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let cookie: string;
  let port: number;
  const proxy = relay(new URL(baseUrl));

  beforeAll(async () => {
    const fresh = await createFreshPostgresDatabase(baseUrl, 'outage');
    drop = fresh.drop;
    port = await proxy.open(0);
    const viaProxy = new URL(fresh.url);
    viaProxy.host = `127.0.0.1:${port}`;
    handle = await openPostgres(viaProxy.toString());
    await runMigrations(handle);
    await seedSystem(handle.db, ADMIN);
    app = await buildApp({ db: handle.db, dbKind: handle.kind, config: defaultConfig({ WEB_DIST: '/nonexistent' }) });
    cookie = sessionCookie(await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN }));
  });
  afterAll(async () => {
    await app?.close();
    await proxy.cut();
    await handle?.close();
    await drop?.();
  });

  const health = () => app.inject({ method: 'GET', url: '/api/health' });
  const accounts = () => app.inject({ method: 'GET', url: '/api/accounts', headers: { cookie } });

  it('answers 503 with a message while the database is away, and recovers by itself when it returns', async () => {
    expect((await health()).json()).toEqual({ status: 'ok', database: 'connected' });
    expect((await accounts()).statusCode).toBe(200);

    await proxy.cut();
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', database: 'unreachable', message: databaseUnavailableMessage, code: 'databaseUnavailable' });
    const refused = await accounts();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({ message: databaseUnavailableMessage, code: 'databaseUnavailable' });

    await proxy.open(port);
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
      status = (await health()).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
    expect((await accounts()).statusCode).toBe(200);
  });
});
