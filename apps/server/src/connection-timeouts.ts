import type { ServerOptions } from 'node:http';
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
