import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** Sends `head`, then one byte of `trickle` every `everyMs`, until the server closes the socket (all sent or not). */
function trickle(port: number, head: string, trickleBytes: string, everyMs: number) {
  return new Promise<{ closedByServer: boolean; sent: number; answer: string }>((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let sent = 0;
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ closedByServer: sent < trickleBytes.length, sent, answer });
    });
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent === trickleBytes.length) return clearInterval(timer);
        socket.write(trickleBytes[sent++]!);
      }, everyMs);
    });
  });
}

describe('slow clients cannot hold connections', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ REQUEST_TIMEOUT_SECONDS: 2, IDLE_TIMEOUT_SECONDS: 1 });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  // Each trickle would take 60 s to finish; the server must end it long before.
  const body = JSON.stringify({ username: 'admin', password: 'x'.repeat(100) }).padEnd(300, ' ');

  it('closes a connection whose body trickles in, although a byte arrives well within the idle time', async () => {
    const head = `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const result = await trickle(port, head, body, 200);
    expect(result.closedByServer).toBe(true);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose headers trickle in', async () => {
    const headers = `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n${'X-Slow: y\r\n'.repeat(30)}\r\n`;
    const result = await trickle(port, '', headers, 200);
    expect(result.closedByServer).toBe(true);
  });

  it('closes a connection that sends nothing at all, before its first byte would come', async () => {
    const result = await trickle(port, '', 'GET /api/health HTTP/1.1\r\n\r\n', 30_000);
    expect(result).toMatchObject({ closedByServer: true, sent: 0 });
  });

  it('lets a slow body through when it arrives within the request deadline, as a slow upload does', async () => {
    const slow = '{"username":"nobody","password":"x"}';
    const head = `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${slow.length}\r\n\r\n`;
    // 36 bytes, one every 25 ms: about 0.9 s, inside the 2 s deadline, and longer than a body sent at once takes.
    const result = await trickle(port, head, slow, 25);
    expect(result.answer).toMatch(/^HTTP\/1\.1 401/);
  });

  it('keeps the connection of a request the server works on for longer than the idle time, and answers it', async () => {
    const cookie = await t.cookieFor('admin');
    const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: { cookie } });
    const afn = ((await asAdmin('GET', '/api/currencies')).json() as { id: number; code: string }[]).find((c) => c.code === 'AFN')!;
    const account = (await asAdmin('POST', '/api/accounts', { accountName: 'Slow answer', currencyId: afn.id, accountType: 'customer' })).json() as { id: number };
    // The posting waits on a lock held for twice the idle time: the server is silent, working, all that while.
    const holder = await t.handle.pool.connect();
    await holder.query('begin');
    await holder.query('lock table transactions in exclusive mode');
    const answering = fetch(`http://127.0.0.1:${port}/api/transactions`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify({ transType: 'Credit', outAccountId: 11, inAccountId: account.id, currencyId: afn.id, dAmount: '100', transDescription: 'Deposit' }),
    }).then(async (response) => ({ status: response.status, body: await response.text() }));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await holder.query('commit');
    holder.release();
    const answer = await answering;
    expect(answer.status, answer.body).toBe(201);
  });

  it('answers a client that sends its request at once, on the same server', async () => {
    const result = await trickle(port, 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', 'x', 60_000);
    expect(result.answer).toMatch(/^HTTP\/1\.1 200/);
  });
});
