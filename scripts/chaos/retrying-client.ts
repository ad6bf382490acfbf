import type { AppProcess } from './app-fleet';

/** What a client finally learnt of one request: an answer, or nothing definite after every retry. */
export type Outcome = { kind: 'answer'; status: number; body: unknown } | { kind: 'unknown'; lastError: string };

const requestTimeoutMs = 5_000;
const maxAttempts = 60;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends one request until it gets a definite answer (2xx or 4xx), as a careful client would: after a timeout, a
 * refused or reset connection, or a 503 (database away) it waits and sends the very same request again — same
 * Idempotency-Key, same body — to the next app process. A 500 is recorded as a finding and retried too.
 */
export class RetryingClient {
  serverErrors: string[] = [];
  retries = 0;

  constructor(
    private readonly apps: AppProcess[],
    private readonly cookie: string,
    private next: number,
  ) {}

  async send(method: string, path: string, body: unknown, key?: string): Promise<Outcome> {
    let lastError = '';
    for (let attempt = 0; attempt < maxAttempts; attempt++) {
      if (attempt > 0) {
        this.retries++;
        await pause(Math.min(100 * attempt, 1_000));
      }
      const app = this.apps[this.next++ % this.apps.length]!;
      try {
        const response = await fetch(`${app.baseUrl}${path}`, {
          method,
          headers: { cookie: this.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(key ? { 'idempotency-key': key } : {}) },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(requestTimeoutMs),
        });
        const text = await response.text();
        if (response.status === 503) {
          lastError = `503 ${text}`;
          continue;
        }
        if (response.status >= 500) {
          this.serverErrors.push(`${method} ${path} → ${response.status} ${text.slice(0, 200)}`);
          lastError = `${response.status}`;
          continue;
        }
        return { kind: 'answer', status: response.status, body: text ? JSON.parse(text) : null };
      } catch (error) {
        lastError = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      }
    }
    return { kind: 'unknown', lastError };
  }
}
