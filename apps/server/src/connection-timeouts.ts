import type { ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';

/**
 * Deadlines that keep slow clients from holding connections: the whole request must arrive within
 * REQUEST_TIMEOUT_SECONDS and its headers within IDLE_TIMEOUT_SECONDS (Node answers 408 and closes), and a connection
 * silent both ways for IDLE_TIMEOUT_SECONDS is closed. Node checks the first two on a timer, here every quarter of
 * the shorter deadline, so a trickling client is cut off at most a quarter late.
 */
export function connectionTimeouts(config: Config): { requestTimeout: number; connectionTimeout: number; http: ServerOptions } {
  const requestMs = config.REQUEST_TIMEOUT_SECONDS * 1000;
  // Node refuses a headers deadline later than the request's.
  const headersMs = Math.min(config.IDLE_TIMEOUT_SECONDS * 1000, requestMs);
  return {
    requestTimeout: requestMs,
    connectionTimeout: config.IDLE_TIMEOUT_SECONDS * 1000,
    http: { headersTimeout: headersMs, connectionsCheckingInterval: Math.ceil(headersMs / 4) },
  };
}

/**
 * The idle deadline is for a silent client, not for the server's own work: once a request has arrived whole (its body
 * read and checked), the connection stays open however long the answer takes — a 100,000-row import screened against a
 * sanctions list answers after minutes — and the deadline applies again from the answer on. A client that trickles
 * its request is still cut off by the request deadline above.
 */
export function keepOpenWhileAnswering(app: FastifyInstance, config: Config) {
  const idleMs = config.IDLE_TIMEOUT_SECONDS * 1000;
  // An injected request (tests) has no real socket.
  const setIdle = (socket: Socket | undefined, ms: number) => (typeof socket?.setTimeout === 'function' ? socket.setTimeout(ms) : undefined);
  app.addHook('preHandler', async (request) => {
    setIdle(request.raw.socket, 0);
  });
  app.addHook('onResponse', async (request) => {
    setIdle(request.raw.socket, idleMs);
  });
}
