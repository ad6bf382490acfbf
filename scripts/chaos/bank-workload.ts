import { randomUUID } from 'node:crypto';
import type { Outcome, RetryingClient } from './retrying-client';

/** A small seeded generator (mulberry32), so a failing run's choices replay from its seed. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}
export type Rng = ReturnType<typeof rng>;

export const currencyIds = { USD: 1, AFN: 2 } as const;
export const cashAccountId = 11;

export interface Book {
  accounts: { USD: number[]; AFN: number[] };
  hawalaIds: number[];
}

/** A request whose answer matters at the end: a posting, or a pass. `marker` is in the posted narrative. */
export interface Posting {
  marker: string;
  outcome: Outcome;
  transactionId?: number;
}

/** One document a client posted and now owns: only its owner edits, deletes or recovers it. */
interface Owned {
  id: number;
  marker: string;
  body: Record<string, unknown>;
  updatedAt: string;
  amount: string;
  state: 'live' | 'deleted' | 'unknown';
}

export interface ClientRecord {
  postings: Posting[];
  passes: { hawalaId: number; outcome: Outcome }[];
  owned: Owned[];
  counts: Record<string, number>;
}

const ops = ['transfer', 'transfer', 'transfer', 'exchange', 'debit', 'credit', 'pass', 'edit', 'edit', 'delete', 'recover'] as const;
const today = () => new Date().toISOString().slice(0, 10);
const amountOf = (r: Rng) => `${1 + r.int(500)}.${String(r.int(100)).padStart(2, '0')}`;
const ok = (o: Outcome) => o.kind === 'answer' && o.status >= 200 && o.status < 300;

/** One client of the bank workload: random money-moving requests until `until`, each retried with its own key. */
export async function runClient(clientId: number, seed: number, client: RetryingClient, book: Book, until: number): Promise<ClientRecord> {
  const r = rng(seed * 1000 + clientId);
  const record: ClientRecord = { postings: [], passes: [], owned: [], counts: {} };
  let sequence = 0;

  const post = async (body: Record<string, unknown>) => {
    const marker = `chaos:${seed}:${clientId}:${sequence++}`;
    const full = { ...body, transDescription: marker, transDate: today() };
    const outcome = await client.send('POST', '/api/transactions', full, randomUUID());
    const posting: Posting = { marker, outcome };
    if (ok(outcome)) {
      const answer = (outcome as { body: { id: number; updatedAt: string; dAmount: string } }).body;
      posting.transactionId = answer.id;
      record.owned.push({ id: answer.id, marker, body: full, updatedAt: answer.updatedAt, amount: answer.dAmount, state: 'live' });
    }
    record.postings.push(posting);
  };
  const mine = (state: Owned['state']) => record.owned.filter((o) => o.state === state);

  while (Date.now() < until) {
    const op = r.pick(ops);
    record.counts[op] = (record.counts[op] ?? 0) + 1;
    if (op === 'transfer') {
      const currency = r.pick(['USD', 'AFN'] as const);
      const [from, to] = [r.pick(book.accounts[currency]), r.pick(book.accounts[currency])];
      if (from === to) continue;
      const dAmount = amountOf(r);
      await post({ transType: 'Transfer', outAccountId: from, inAccountId: to, currencyId: currencyIds[currency], dAmount, cTransDescription: 'chaos in' });
    } else if (op === 'exchange') {
      const dollars = 1 + r.int(300);
      await post({
        transType: 'Exchange',
        outAccountId: r.pick(book.accounts.USD),
        inAccountId: r.pick(book.accounts.AFN),
        currencyId: currencyIds.USD,
        cCurrencyId: currencyIds.AFN,
        dAmount: `${dollars}`,
        cAmount: `${dollars * 70}`,
        exRate: '70',
      });
    } else if (op === 'debit' || op === 'credit') {
      const currency = r.pick(['USD', 'AFN'] as const);
      const account = r.pick(book.accounts[currency]);
      const [outAccountId, inAccountId] = op === 'debit' ? [account, cashAccountId] : [cashAccountId, account];
      await post({ transType: op === 'debit' ? 'Debit' : 'Credit', outAccountId, inAccountId, currencyId: currencyIds[currency], dAmount: amountOf(r) });
    } else if (op === 'pass') {
      const hawalaId = r.pick(book.hawalaIds);
      record.passes.push({ hawalaId, outcome: await client.send('POST', `/api/hawala/pass/${hawalaId}`, {}, randomUUID()) });
    } else if (op === 'edit') {
      const target = mine('live').filter((o) => o.body.transType !== 'Exchange');
      if (target.length === 0) continue;
      const doc = r.pick(target);
      const dAmount = amountOf(r);
      const outcome = await client.send('PUT', `/api/transactions/${doc.id}`, { ...doc.body, dAmount, updatedAt: doc.updatedAt }, randomUUID());
      if (ok(outcome)) Object.assign(doc, { amount: (outcome as { body: { dAmount: string } }).body.dAmount, updatedAt: (outcome as { body: { updatedAt: string } }).body.updatedAt });
      else if (outcome.kind === 'unknown') doc.state = 'unknown';
    } else if (op === 'delete' || op === 'recover') {
      const target = mine(op === 'delete' ? 'live' : 'deleted');
      if (target.length === 0) continue;
      const doc = r.pick(target);
      const outcome =
        op === 'delete'
          ? await client.send('DELETE', `/api/transactions/${doc.id}`, { reason: 'chaos', formName: 'Search Transactions' }, randomUUID())
          : // Recover takes the deleted row's own id, as the deleted list gives it, not the original id (docs/decisions.md, Ledger and postings).
            await client.send('GET', `/api/deleted-transactions?referenceId=${doc.id}&limit=500`, undefined).then((listed): Promise<Outcome> | Outcome => {
              if (listed.kind !== 'answer' || listed.status !== 200) return listed;
              const row = (listed.body as { id: number; originalTransactionId: number }[]).find((d) => d.originalTransactionId === doc.id);
              return row ? client.send('POST', `/api/deleted-transactions/${row.id}/recover`, undefined, randomUUID()) : { kind: 'answer', status: 404, body: null };
            });
      if (ok(outcome)) doc.state = op === 'delete' ? 'deleted' : 'live';
      else if (outcome.kind === 'unknown') doc.state = 'unknown';
    }
  }
  return record;
}
