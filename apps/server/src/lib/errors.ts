import { fixedMessageOf, serverMessages, type ErrorCode } from '@sarafi/core/contract/error-codes';

export type ErrorParams = Record<string, string | number>;

/**
 * A failure a user can act on; it leaves as `{ message, code, params? }` with this status (docs/architecture.md,
 * "Errors and messages"). The code is required: a browser shows `errors.{code}` in the clerk's language, so a throw
 * names its failure by a catalogue code and takes its English words from the same catalogue entry. A parameterised
 * message sends its params, the values the translation fills in.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ErrorCode,
    readonly params?: ErrorParams,
  ) {
    // A code with fixed words carries those words, whatever the throw wrote: the browser translates by the code only
    // when the English is the catalogue's, so words that drifted from their code would reach a Dari clerk in English.
    super(fixedMessageOf(code) ?? message);
  }
}

export const notFound = (message: string, code: ErrorCode, params?: ErrorParams) => new AppError(404, message, code, params);
export const conflict = (message: string, code: ErrorCode, params?: ErrorParams) => new AppError(409, message, code, params);
export const badRequest = (message: string, code: ErrorCode, params?: ErrorParams) => new AppError(400, message, code, params);

/** Postgres error codes we translate into user messages. */
export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}
export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === '23503';

/**
 * The database server is down, restarting or unreachable: node's socket errors, pg's lost-connection message, and
 * PostgreSQL's connection-exception (08) and operator-intervention (57P) codes, found anywhere in the cause chain
 * (Drizzle wraps the driver's error). Such a request failed for the shop's infrastructure, not the user's input.
 */
const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', '57P01', '57P02', '57P03']);
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (unavailableCodes.has(code) || code.startsWith('08')) return true;
    if (typeof e.message === 'string' && /^Connection terminated|connection timeout|Client has encountered a connection error/i.test(e.message)) return true;
  }
  return false;
}

export const databaseUnavailableMessage = serverMessages.databaseUnavailable;
