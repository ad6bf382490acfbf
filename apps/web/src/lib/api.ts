import { translateMessage, type ErrorParams } from '../i18n/server-errors';

/**
 * A problem with one field: a zod issue of the shared schemas (path as an array), or an entry of a 400 answer's
 * `errors` (path dotted, with the server's code).
 */
export interface FieldIssue {
  path: string | readonly PropertyKey[];
  message: string;
  code?: string;
  params?: ErrorParams;
}

interface ErrorBody {
  message?: unknown;
  code?: unknown;
  params?: unknown;
  errors?: unknown;
}

function parseBody(body: string): ErrorBody {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

const isFieldIssue = (value: unknown): value is FieldIssue & { path: string } =>
  typeof value === 'object' && value !== null && 'path' in value && typeof value.path === 'string' && 'message' in value && typeof value.message === 'string' && (!('code' in value) || typeof value.code === 'string');

const isParams = (value: unknown): value is ErrorParams =>
  typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number');

/**
 * The one fetch wrapper (docs/architecture.md, Layers): cookies always, JSON in and out, 'status: text' errors (docs/architecture.md, Errors and messages). The error's own
 * text stays SPEC's English 'status: text'; what a screen shows comes from errorMessage, in the user's language.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
  }

  /** The server's `{ message }`. Anything else (an HTML error page of a proxy, say) is not fit for a toast. */
  get serverMessage(): string | undefined {
    const { message } = parseBody(this.body);
    return typeof message === 'string' && message.trim() ? message : undefined;
  }

  /** The server's stable name of the failure ('hawala.alreadyPassed', 'unauthorized'), if it sent one. */
  get serverCode(): string | undefined {
    const { code } = parseBody(this.body);
    return typeof code === 'string' && code ? code : undefined;
  }

  /** A 400's field problems (the request schema's issues, each with its path and code), for the form to show by its fields. */
  get fieldIssues(): FieldIssue[] {
    const { errors } = parseBody(this.body);
    return Array.isArray(errors) ? errors.filter(isFieldIssue) : [];
  }

  /** The values the server's message was built from ('account', 'limit'), for its translation. */
  get serverParams(): ErrorParams | undefined {
    const { params } = parseBody(this.body);
    return isParams(params) ? params : undefined;
  }

  /** The server's message in the user's language when the catalogue knows its code, else its English words. */
  get localizedMessage(): string | undefined {
    const message = this.serverMessage;
    return message === undefined ? undefined : translateMessage(message, this.serverCode, this.serverParams);
  }
}

export async function apiRequest<T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    // TanStack Query decides what is fresh; the browser's HTTP cache must never answer for the server.
    cache: 'no-store',
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, text || response.statusText);
  }
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await response.json() : await response.text()) as T;
}

/** The message to show for a failed call: the server's words (translated when known), else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.localizedMessage ?? fallback) : fallback;
}
