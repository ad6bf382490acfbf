import { eq, sql } from 'drizzle-orm';
import { defaultComplianceSettings, defaultShopTimeZone, shopDate } from '@sarafi/core';
import { rowsOf } from '../db/rows-of';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { deletedTransactions, transactions, users } from '../db/schema';
import { AFN, hawalaApi, USD } from '../modules/hawala/test-support';
import { createTestApp, PASSWORD, sessionCookie, type TestApp } from '../test/test-app';
import { hashPassword } from '../lib/passwords';
import { pngBytes, pngDataUrl } from '../modules/accounts/test-images';
import { multipart } from '../modules/hawala-import/test-support';
import type { Config } from '../config';

/**
 * The security suite's shared ground: a test app whose limits stay out of the way of hundreds of requests, a world
 * of records every route can act on (so requests reach deep code, not only 404s), the registered routes with the
 * JSON schemas of their bodies and queries (from the OpenAPI the routes' zod schemas generate), a valid body per
 * route, and a fingerprint of every table.
 */

/** The shop's day, which the server dates postings and reports by; in the evening UTC's day is still Kabul's yesterday. */
export const today = shopDate(new Date(), defaultShopTimeZone);

/** SQL injection, markup and template payloads, and text direction tricks. None holds a NUL (see regressions). */
export const hostileTexts = [
  "'; drop table accounts; --",
  "' or '1'='1",
  "Robert'); delete from users; --",
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  '{{7*7}} ${7*7} #{7*7}',
  '\u202Egnp.exe',
  '%_\\',
  'زرغونه 中文 😀',
];

/** Limits high enough that a suite of many requests (and many failed logins) is never throttled. */
export function securityTestApp(overrides: Partial<Config> = {}) {
  return createTestApp({
    RATE_LIMIT_PER_MINUTE: 1_000_000,
    LOGIN_MAX_FAILURES_PER_IP: 1_000_000,
    LOGIN_MAX_FAILURES_PER_USERNAME: 1_000_000,
    ...overrides,
  });
}

export interface World {
  admin: string;
  accounts: { afn: number; afn2: number; usd: number; company: number; partner: number; branch: number; scratch: number };
  /** Live transfers, for edit / delete / receipt / history. */
  transactionIds: number[];
  /** Original ids of deleted transfers, for the deleted list's reference filter. */
  deletedIds: number[];
  /** The deleted rows' own ids (what the deleted list gives as `id`), for recover. */
  deletedRowIds: number[];
  hawalaId: number;
  /** Imported hawalas: the first half pending, the rest passed. */
  detailIds: number[];
  /** A plain 'user' that admin-only routes may edit. */
  userId: string;
  /** An extra currency routes may edit or delete. */
  currencyId: number;
  settingId: number;
  /** A till, and a shift on it held by its own clerk ('till1'), so no other user's cash moves a till. */
  tillId: number;
  shiftId: number;
  /** An open suspicious-activity case with one attachment, for the case routes. */
  caseId: number;
}

export const transfer = (w: World, description = 'Rent for March') => ({
  transType: 'Transfer',
  outAccountId: w.accounts.afn,
  inAccountId: w.accounts.afn2,
  currencyId: AFN,
  dAmount: '10.00',
  transDescription: description,
  cTransDescription: description,
  transDate: today,
});

/** docs/architecture.md, In and out per document type: a debit takes from a customer into cash 11, a credit the reverse (both admin only). */
export const debit = (w: World) => ({ transType: 'Debit', outAccountId: w.accounts.afn, inAccountId: 11, currencyId: AFN, dAmount: '25.50', transDescription: 'Cash out' });
export const credit = (w: World) => ({ transType: 'Credit', outAccountId: 11, inAccountId: w.accounts.afn, currencyId: AFN, dAmount: '40', transDescription: 'Deposit' });
/** The shop buys 100 USD and sells 7,000 AFN (USD → AFN multiplies by the rate). */
export const exchange = (w: World) => ({
  transType: 'Exchange',
  outAccountId: w.accounts.usd,
  inAccountId: w.accounts.afn,
  currencyId: USD,
  cCurrencyId: AFN,
  dAmount: '100',
  cAmount: '7000.00',
  exRate: '70',
  transDescription: 'Buy dollars',
  cTransDescription: 'Sell afghanis',
  transDate: today,
});

/** The shop sells back the 100 USD for 7,200 AFN at 72: after `exchange`, a deal that realises a profit. */
export const exchangeSale = (w: World) => ({
  ...exchange(w),
  outAccountId: w.accounts.afn,
  inAccountId: w.accounts.usd,
  currencyId: AFN,
  cCurrencyId: USD,
  dAmount: '7200',
  cAmount: '100',
  exRate: '72',
});

export async function seedWorld(t: TestApp, details = 6): Promise<World> {
  const admin = await t.cookieFor('admin');
  const api = hawalaApi(t, admin);
  const ok = async (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  const partner = await api.fixedAccount({ accountCode: '2001', accountName: 'London Partner', currencyId: USD, accountType: 'hawala_partner' });
  const branch = await api.fixedAccount({ accountCode: '1007', accountName: 'Kabul Branch', currencyId: AFN, accountType: 'partner' });
  const w: World = {
    admin,
    accounts: {
      afn: await api.account('Karim Afghani', AFN),
      afn2: await api.account('Nadia Afghani', AFN),
      usd: await api.account('Karim Dollar', USD),
      company: await api.account('Shop Company', USD, 'company'),
      partner,
      branch,
      scratch: await api.account('Scratch Account', AFN),
    },
    transactionIds: [],
    deletedIds: [],
    deletedRowIds: [],
    hawalaId: 0,
    detailIds: [],
    userId: '',
    currencyId: 0,
    settingId: 0,
    tillId: 0,
    shiftId: 0,
    caseId: 0,
  };
  for (let i = 0; i < 4; i++) w.transactionIds.push((await api.post(transfer(w))).id);
  for (let i = 0; i < 3; i++) {
    const { id } = await api.post(transfer(w, 'Entered twice'));
    await ok(await api.del(id));
    w.deletedIds.push(id);
    const [row] = await t.handle.db.select({ id: deletedTransactions.id }).from(deletedTransactions).where(eq(deletedTransactions.originalTransactionId, id));
    w.deletedRowIds.push(row!.id);
  }
  // With a commission, so the books hold commission income and hawalas to assign: owner-only figures (owner-figures.ts).
  w.hawalaId = (await ok(await api.inject('POST', '/api/hawala', { senderName: 'Wali', receiverName: 'Zarghuna', amount: '100', currency: 'AFN', commission: '5' }))).id;
  // Bought at 70 and sold at 72: the sale realises a profit and the FX positions move.
  await api.post(exchange(w));
  await api.post(exchangeSale(w));
  for (let i = 0; i < details; i++) w.detailIds.push((await api.detail({ hawalaNo: `W-${i}` })).id);
  for (const id of w.detailIds.slice(details / 2)) await ok(await api.pass(id));
  await t.cookieFor('user');
  const [user] = await t.handle.db.select().from(users).where(eq(users.username, 'user1'));
  w.userId = user!.id;
  w.currencyId = (await ok(await api.inject('POST', '/api/currencies', { code: 'GBP', name: 'British Pound', symbol: '£', rate: '0.79' }))).id;
  w.settingId = (await ok(await api.inject('POST', '/api/account-number-settings', { currency: 'USD', startNumber: 5000 }))).id;
  w.tillId = (await ok(await api.inject('POST', '/api/tills', { name: 'Counter W' }))).id;
  await t.handle.db.insert(users).values({ username: 'till1', passwordHash: await hashPassword(PASSWORD), role: 'user', email: 'till1@example.com' });
  const clerk = sessionCookie(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'till1', password: PASSWORD } }));
  const float = [{ currencyId: AFN, denominations: [{ value: '1000', count: 1 }] }];
  w.shiftId = (await ok(await api.inject('POST', `/api/tills/${w.tillId}/shifts`, { float }, clerk))).id;
  w.caseId = (await ok(await api.inject('POST', '/api/compliance/cases', { accountId: w.accounts.afn, transactionIds: w.transactionIds.slice(0, 2), grounds: 'Round sums, in and out' }))).id;
  const attachment = multipart([{ name: 'file', fileName: 'evidence.png', data: pngBytes }]);
  await ok(await t.app.inject({ method: 'POST', url: `/api/compliance/cases/${w.caseId}/attachments`, headers: { cookie: admin, ...attachment.headers }, payload: attachment.payload }));
  return w;
}

// ---------------------------------------------------------------------------------------------------------------
// Routes

export interface RouteSchema {
  method: string;
  /** Fastify's form: /api/accounts/:id */
  url: string;
  /** JSON schema of the JSON body, when the route takes one. */
  body?: JsonSchema;
  /** Query parameter names. */
  query: string[];
  multipart: boolean;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  required?: string[];
}

/** Every registered /api route with the schemas OpenAPI gives it (docs routes left out). */
export async function routeSchemas(t: TestApp): Promise<RouteSchema[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; parameters?: { in: string; name: string }[] }>>;
  };
  const registered = t.app.apiRoutes.filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs'));
  return registered.map(({ method, url }) => {
    const openApiPath = url.replace(/:([A-Za-z]+)/g, '{$1}');
    const op = doc.paths[openApiPath]?.[method.toLowerCase()];
    const content = op?.requestBody?.content ?? {};
    return {
      method,
      url,
      body: content['application/json']?.schema,
      query: (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      multipart: 'multipart/form-data' in content,
    };
  });
}

export const isWrite = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
export const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** The id a route's :id names in the world (`pick` chooses among several); unknown routes get a transaction id. */
export function concreteUrl(url: string, w: World, pick = 0): string {
  const of = <T>(list: T[]) => list[pick % list.length]!;
  const id = (() => {
    if (url.startsWith('/api/users/') || url.startsWith('/api/clerk-shortages/')) return w.userId;
    if (url.startsWith('/api/tills/')) return w.tillId;
    if (url.startsWith('/api/compliance/cases/')) return w.caseId;
    if (url.startsWith('/api/shifts/')) return w.shiftId;
    if (url.startsWith('/api/currencies/')) return w.currencyId;
    if (url.startsWith('/api/account-number-settings/')) return w.settingId;
    if (url.startsWith('/api/accounts/')) return url.includes('statement') ? w.accounts.afn : w.accounts.scratch;
    if (url.startsWith('/api/deleted-transactions/')) return of(w.deletedRowIds);
    if (url.startsWith('/api/hawala/')) return of(w.detailIds);
    if (url.startsWith('/api/partners/')) return of([w.accounts.partner, w.accounts.branch]);
    return of(w.transactionIds);
  })();
  return url.replace(':id', String(id)).replace(':userId', String(id)).replace(':moveId', '1').replace(':attachmentId', '1').replace('/api/:name-balance', '/api/partner-balance');
}

/** Plausible values for the query parameters of GET routes, by name (and path where a name means two things). */
export function plausibleQuery(route: RouteSchema, w: World): Record<string, string> {
  const deleted = route.url.startsWith('/api/deleted-transactions');
  // Reports refuse a range longer than a year, so every range is the last one.
  const yearAgo = new Date(Date.now() - 360 * 86_400_000).toISOString().slice(0, 10);
  const values: Record<string, string> = {
    q: route.url.startsWith('/api/hawala') ? 'W-' : 'Karim',
    limit: '5',
    offset: '0',
    status: route.url === '/api/hawala' ? 'sent' : route.url.startsWith('/api/hawala') ? 'Pending' : 'active',
    from: yearAgo,
    to: today,
    fromDate: yearAgo,
    toDate: today,
    type: 'Transfer',
    referenceId: String(deleted ? w.deletedIds[0] : w.transactionIds[0]),
    account: String(w.accounts.afn),
    narrative: deleted ? 'Entered' : 'Rent',
    amount: '10',
    date: today,
  };
  return Object.fromEntries(route.query.filter((name) => name in values).map((name) => [name, values[name]!]));
}

let counter = 0;
const unique = () => (counter += 1);
/** Three letters from a counter, never one of the system or seeded codes. */
const currencyCode = (n: number) => `Q${String.fromCharCode(65 + ((n / 26) | 0) % 26)}${String.fromCharCode(65 + (n % 26))}`;

export interface Request {
  url: string;
  body?: unknown;
  /** Logout is sent without the session: it would end the one the suite uses. */
  anonymous?: boolean;
}

/**
 * A valid request for each write route: the body passes validation and the use case can act on it, so a test that
 * changes one field knows the answer is about that field. Routes added later fall back to their world URL and {}.
 */
export async function validRequest(t: TestApp, w: World, route: { method: string; url: string }, pick = 0): Promise<Request> {
  const n = unique();
  const url = concreteUrl(route.url, w, pick);
  const api = hawalaApi(t, w.admin);
  switch (routeKey(route)) {
    case 'POST /api/auth/login':
      return { url, body: { username: `nobody-${n}`, password: 'not-the-password' }, anonymous: true };
    case 'POST /api/auth/logout':
      return { url, anonymous: true };
    case 'POST /api/users':
      return { url, body: { username: `clerk-${n}`, email: `clerk${n}@example.com`, password: PASSWORD, role: 'user', isActive: true, fullName: 'Clerk', phone: '0700' } };
    case 'PATCH /api/users/:id':
      return { url, body: { username: `user1-${n}`, email: `user1-${n}@example.com`, role: 'user', fullName: 'User One', phone: '0700' } };
    case 'PATCH /api/users/:id/status':
      return { url, body: { isActive: true } };
    case 'POST /api/currencies':
      return { url, body: { code: currencyCode(n), name: `Currency ${n}`, symbol: 'C', rate: '1.5' } };
    case 'PUT /api/currencies/:id':
      return { url, body: { name: 'British Pound', symbol: '£', rate: '0.8' } };
    case 'POST /api/accounts':
    case 'PATCH /api/accounts/:id':
      return {
        url,
        body: {
          accountName: 'Farid',
          lastName: 'Ahmadi',
          fatherName: 'Ahmad',
          tazkiraNumber: '1234',
          email: 'farid@example.com',
          phone: '0700',
          dateOfBirth: '1990-01-01',
          currencyId: AFN,
          address: 'Kabul',
          accountType: 'customer',
          accountStatus: 'active',
        },
      };
    case 'POST /api/account-number-settings':
      return { url, body: { currency: 'EUR', startNumber: 7000 } };
    case 'PUT /api/account-number-settings/:id':
      return { url, body: { startNumber: 5000 } };
    case 'POST /api/transactions':
      return { url, body: [transfer(w), debit(w), credit(w), exchange(w)][pick % 4] };
    case 'PUT /api/transactions/:id': {
      const id = w.transactionIds[pick % w.transactionIds.length]!;
      const [row] = await t.handle.db.select({ updatedAt: transactions.updatedAt }).from(transactions).where(eq(transactions.id, id));
      return { url: `/api/transactions/${id}`, body: { ...transfer(w), updatedAt: row?.updatedAt.toISOString() ?? new Date().toISOString() } };
    }
    case 'DELETE /api/transactions/:id': {
      const { id } = await api.post(transfer(w, 'To delete'));
      return { url: `/api/transactions/${id}`, body: { reason: 'Entered twice', formName: 'Search Transactions' } };
    }
    case 'POST /api/account-balances':
      return { url, body: { accountCodes: ['2001', '1007'] } };
    case 'PUT /api/hawala-settings':
      return { url, body: { prefix: 'HWL', nextNumber: 5000 + n } };
    case 'POST /api/hawala':
      return {
        url,
        body: {
          senderName: 'Wali',
          receiverName: 'Zarghuna',
          senderPhone: '0700',
          receiverPhone: '0799',
          amount: '100',
          currency: 'AFN',
          exchangeRate: '1',
          convertedCurrency: 'AFN',
          commission: '0',
          partnerAccountId: w.accounts.partner,
          notes: 'Family support',
        },
      };
    case 'POST /api/hawala/pass/:id':
      return { url, body: pick % 2 ? { branchAccountId: w.accounts.branch, byBranch: true } : {} };
    case 'POST /api/tills':
      return { url, body: { name: `Counter ${n}` } };
    case 'POST /api/tills/:id/shifts':
      return { url, body: { float: [] } };
    case 'POST /api/shifts/:id/drops':
    case 'POST /api/shifts/:id/top-ups':
      return { url, body: { counts: [{ currencyId: AFN, denominations: [{ value: '100', count: 1 }] }] } };
    case 'POST /api/shifts/:id/handover':
      return { url, body: { toUserId: w.userId, counts: [] } };
    case 'POST /api/shifts/:id/handover/accept':
    case 'POST /api/shifts/:id/close':
      return { url, body: { counts: [] } };
    case 'POST /api/shifts/:id/approve':
      return { url, body: { id: w.shiftId, version: 1 } };
    case 'POST /api/clerk-shortages/:userId/write-off':
      return { url, body: { currencyId: AFN, amount: '1', reason: 'Forgiven' } };
    case 'PUT /api/settings/tills':
      return { url, body: { requireTills: false, keepCashInTill: false } };
    case 'PUT /api/compliance/settings':
      return { url, body: defaultComplianceSettings };
    case 'POST /api/accounts/:id/id-images':
      return { url, body: { image: pngDataUrl } };
    case 'POST /api/compliance/lctr/filings':
      return { url, body: { month: '2026-01', reference: null } };
    case 'POST /api/compliance/cases':
      return { url, body: { accountId: w.accounts.afn2, transactionIds: [w.transactionIds[pick % w.transactionIds.length]!], grounds: 'Split deposits' } };
    case 'POST /api/compliance/cases/:id/notes':
      return { url, body: { text: 'Asked for the source of funds' } };
    case 'POST /api/compliance/cases/:id/file':
    case 'POST /api/compliance/cases/:id/close': {
      // A case moves once: each request gets its own open case.
      const opened = await api.inject('POST', '/api/compliance/cases', { transactionIds: [w.transactionIds[0]!], grounds: 'To decide' });
      const caseUrl = url.replace(String(w.caseId), String(opened.json().id));
      return { url: caseUrl, body: route.url.endsWith('/file') ? { reference: 'FT-1' } : { reason: 'Explained by the customer' } };
    }
    default:
      return { url };
  }
}

/** Sends a request as admin (or without a session); a body goes as JSON text, exactly as given. */
export function send(t: TestApp, w: World, method: string, request: Request, headers: Record<string, string> = {}) {
  const base = { ...(request.anonymous ? {} : { cookie: w.admin }), ...headers };
  if (request.body === undefined) return t.app.inject({ method: method as 'POST', url: request.url, headers: base });
  return t.app.inject({
    method: method as 'POST',
    url: request.url,
    headers: { 'content-type': 'application/json', ...base },
    payload: JSON.stringify(request.body),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Fingerprints

/**
 * Row count and an md5 of every row of every table. Sessions leave out last_seen_at: reading with a session may
 * refresh it (at most once a minute), which is the session's own bookkeeping, not the shop's data.
 */
export async function fingerprint(t: TestApp): Promise<Record<string, string>> {
  const rows = rowsOf<Record<string, unknown>>;
  const tables = rows(
    await t.handle.db.execute(sql`
      select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`),
  );
  const out: Record<string, string> = {};
  for (const { schema, name } of tables) {
    const table = sql.raw(`"${String(schema)}"."${String(name)}"`);
    const [row] = rows(
      await t.handle.db.execute(sql`
        select count(*)::int as n, md5(coalesce(string_agg(r, '|' order by r), '')) as h
        from (select (to_jsonb(x) - 'last_seen_at')::text as r from ${table} x) s`),
    );
    out[`${String(schema)}.${String(name)}`] = `${String(row!.n)} rows ${String(row!.h)}`;
  }
  return out;
}
