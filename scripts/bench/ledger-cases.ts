/**
 * The postings `npm run bench:ledger` sends (scripts/bench/ledger.ts): the accounts, clerks and tills it opens through
 * the API first, and one request maker per case. A case's maker gives client `i` its next request: who sends it, the
 * body, and whether it repeats the client's last request with the same Idempotency-Key (a retry, answered from the
 * stored response, not a new transaction).
 */
import { randomUUID } from 'node:crypto';

export interface Sent {
  status: number;
  text: string;
}
export type Post = (cookie: string, route: string, body: unknown, key?: string) => Promise<Sent>;

/** What the load posts with: customer accounts per currency, and the clerks, each with an open shift on their own till. */
export interface Book {
  adminCookie: string;
  afn: number[];
  usd: number[];
  clerkCookies: string[];
}

export interface Request {
  cookie: string;
  body: Record<string, unknown>;
  key?: string;
  /** A retry of an earlier request with its key: its 2xx is the first response again, no new transaction. */
  replay: boolean;
}

export interface Case {
  id: string;
  label: string;
  /** The next request of client `client`; `last` is its previous one, with whether it was answered 2xx. */
  next: (book: Book, client: number, last: { request: Request; ok: boolean } | null) => Request;
}

const cash = 11;
const [usdId, afnId] = [1, 2];
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
const amount = () => (1 + Math.floor(Math.random() * 100_000) / 100).toFixed(2);

function transfer(accounts: number[]) {
  const from = pick(accounts);
  let to = accounts[Math.floor(Math.random() * (accounts.length - 1))]!;
  if (to === from) to = accounts.at(-1)!;
  return { transType: 'Transfer', outAccountId: from, inAccountId: to, currencyId: afnId, dAmount: amount(), transDescription: 'bench', cTransDescription: 'bench' };
}

/** A Debit (the customer's money into cash) or a Credit (cash out to the customer), half each: both touch cash 11. */
function voucher(accounts: number[]) {
  const account = pick(accounts);
  const debit = Math.random() < 0.5;
  return { transType: debit ? 'Debit' : 'Credit', outAccountId: debit ? account : cash, inAccountId: debit ? cash : account, currencyId: afnId, dAmount: amount(), transDescription: 'bench' };
}

function exchange(book: Book) {
  const dollars = 1 + Math.floor(Math.random() * 300);
  return { transType: 'Exchange', outAccountId: pick(book.usd), inAccountId: pick(book.afn), currencyId: usdId, cCurrencyId: afnId, dAmount: `${dollars}`, cAmount: `${dollars * 70}`, exRate: '70' };
}

export const cases: Case[] = [
  { id: 'a', label: '(a) transfers among 10 accounts', next: (book) => ({ cookie: book.adminCookie, body: transfer(book.afn), replay: false }) },
  { id: 'b', label: '(b) vouchers, all on cash 11', next: (book) => ({ cookie: book.adminCookie, body: voucher(book.afn), replay: false }) },
  {
    id: 'b-tills',
    label: '(b) vouchers from 8 clerks, each on their own till',
    next: (book, client) => ({ cookie: book.clerkCookies[client % book.clerkCookies.length]!, body: voucher(book.afn), replay: false }),
  },
  {
    id: 'c',
    label: '(c) transfers, exchanges and vouchers with Idempotency-Keys, 1 in 10 a retry',
    next: (book, _client, last) => {
      if (last && Math.random() < 0.1) return { ...last.request, replay: last.ok };
      const roll = Math.random();
      const body = roll < 0.4 ? transfer(book.afn) : roll < 0.7 ? exchange(book) : voucher(book.afn);
      return { cookie: book.adminCookie, body, key: randomUUID(), replay: false };
    },
  },
];

export type LogIn = (body: { username: string; password: string }) => Promise<{ status: number; cookie?: string }>;

async function signIn(login: LogIn, username: string, password: string) {
  const answer = await login({ username, password });
  if (answer.status !== 200 || !answer.cookie) throw new Error(`sign-in of ${username} failed: ${answer.status}`);
  return answer.cookie;
}

/**
 * Opens the book through the API: 10 AFN and 4 USD customers each credited a large opening balance (counted in
 * `posted`), 8 clerks (role `user`) each with a till and an open shift.
 */
export async function openBook(
  post: Post,
  login: LogIn,
  admin: { username: string; password: string },
): Promise<{ book: Book; posted: number }> {
  const adminCookie = await signIn(login, admin.username, admin.password);
  const must = async (route: string, body: unknown, cookie = adminCookie, key?: string) => {
    const sent = await post(cookie, route, body, key);
    if (sent.status < 200 || sent.status >= 300) throw new Error(`POST ${route} failed: ${sent.status} ${sent.text}`);
    return JSON.parse(sent.text) as { id: number };
  };
  const book: Book = { adminCookie, afn: [], usd: [], clerkCookies: [] };
  let posted = 0;
  for (const [list, currencyId, count, opening] of [[book.afn, afnId, 10, '10000000'], [book.usd, usdId, 4, '1000000']] as const) {
    for (let i = 0; i < count; i++) {
      const { id } = await must('/api/accounts', { accountName: `Bench customer ${currencyId}-${i}`, currencyId });
      list.push(id);
      await must('/api/transactions', { transType: 'Credit', outAccountId: cash, inAccountId: id, currencyId, dAmount: opening, transDescription: 'opening' });
      posted++;
    }
  }
  const password = 'bench-clerk-pass-1';
  for (let i = 0; i < 8; i++) {
    const username = `clerk${i}`;
    await must('/api/users', { username, email: `${username}@bench.invalid`, password, role: 'user' });
    const till = await must('/api/tills', { name: `Counter ${i}` });
    const cookie = await signIn(login, username, password);
    await must(`/api/tills/${till.id}/shifts`, { float: [] }, cookie);
    book.clerkCookies.push(cookie);
  }
  return { book, posted };
}
