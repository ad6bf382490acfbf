import type { CreateCurrencyBody, CreateUserBody, Currency, User } from '@sarafi/core';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    what: string,
  ) {
    super(`${what} → ${status}: ${body}`);
  }
}

/**
 * A signed-in API session outside the browser, for seeding and for reading stored data back. Plain fetch with
 * the session cookie, as a script on the same host would call it (no Origin header, so same-origin checks pass).
 */
export class ApiClient {
  private constructor(
    readonly baseUrl: string,
    private readonly cookie: string,
  ) {}

  static async login(baseUrl: string, credentials: { username: string; password: string }): Promise<ApiClient> {
    const response = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    if (!response.ok) throw new ApiError(response.status, await response.text(), `login as ${credentials.username}`);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('sarafi_session='));
    if (!cookie) throw new Error('login answered without a session cookie');
    return new ApiClient(baseUrl, cookie.split(';')[0]!);
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { cookie: this.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new ApiError(response.status, text, `${method} ${path}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  /** A multipart POST (a spreadsheet upload, say): fetch sets the boundary from the FormData. */
  async upload<T>(path: string, form: FormData): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, { method: 'POST', headers: { cookie: this.cookie }, body: form });
    const text = await response.text();
    if (!response.ok) throw new ApiError(response.status, text, `POST ${path}`);
    return JSON.parse(text) as T;
  }

  get<T>(path: string) {
    return this.call<T>('GET', path);
  }

  users() {
    return this.get<User[]>('/api/users');
  }

  async user(username: string): Promise<User | undefined> {
    return (await this.users()).find((u) => u.username === username);
  }

  createUser(input: CreateUserBody) {
    return this.call<User>('POST', '/api/users', input);
  }

  setUserActive(id: string, isActive: boolean) {
    return this.call<User>('PATCH', `/api/users/${id}/status`, { isActive });
  }

  currencies() {
    return this.get<Currency[]>('/api/currencies');
  }

  async currency(code: string): Promise<Currency | undefined> {
    return (await this.currencies()).find((c) => c.code === code);
  }

  createCurrency(input: CreateCurrencyBody) {
    return this.call<Currency>('POST', '/api/currencies', input);
  }
}
