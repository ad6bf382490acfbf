/** The one fetch wrapper (DESIGN §2): cookies always, JSON in and out, SPEC §8 'status: text' errors. */
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
    try {
      const parsed: unknown = JSON.parse(this.body);
      const message = typeof parsed === 'object' && parsed !== null && 'message' in parsed ? parsed.message : undefined;
      return typeof message === 'string' && message.trim() ? message : undefined;
    } catch {
      return undefined;
    }
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

/** The message to show for a failed call: the server's words, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
}
