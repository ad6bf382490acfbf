import { eq, inArray, sql } from 'drizzle-orm';
import { accountNature, type ApprovalDetail, type CurrentUser } from '@sarafi/core';
import type { Database, Executor } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { ledgerEntries, transactions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { toTransactionDto } from '../ledger/transaction-dto';
import { replayWrite, type ApprovalRow } from './replay-write';

type Preview = Pick<ApprovalDetail, 'document' | 'balances' | 'refusal'>;
type Pair = { accountId: number; currencyId: number };
interface BalanceRow {
  account_id: number;
  currency_id: number;
  account_name: string;
  account_code: string;
  account_type: string;
  is_system: boolean;
  code: string;
  balance: string;
}

/** Thrown to roll the dry run back once it has been read. */
class DryRun extends Error {
  constructor(readonly preview: { document: Preview['document']; pairs: Pair[]; after: BalanceRow[] }) {
    super('dry run');
  }
}

async function entryPairs(db: Executor, transactionId: number): Promise<Pair[]> {
  return db.selectDistinct({ accountId: ledgerEntries.accountId, currencyId: ledgerEntries.currencyId }).from(ledgerEntries).where(eq(ledgerEntries.transactionId, transactionId));
}

async function balancesOf(db: Executor, pairs: Pair[]): Promise<BalanceRow[]> {
  if (pairs.length === 0) return [];
  const wanted = sql.join(pairs.map((p) => sql`(${p.accountId}::int, ${p.currencyId}::int)`), sql`, `);
  return rowsOf<BalanceRow>(
    await db.execute(sql`select w.account_id, w.currency_id, a.account_name, a.account_code, a.account_type, a.is_system, c.code, coalesce(b.balance, 0::numeric(20,2))::text as balance
      from (values ${wanted}) as w (account_id, currency_id)
      join accounts a on a.id = w.account_id
      join currencies c on c.id = w.currency_id
      left join account_balances b on b.account_id = w.account_id and b.currency_id = w.currency_id
      order by a.account_name, c.code`),
  );
}

/**
 * What approving would do now (docs/decisions.md, Approvals): the request's write replayed in a transaction that is
 * always rolled back, read for the document it would store and the stored balances (credit-positive) of every account
 * it touches, before and after. A replay that would be refused says why instead.
 */
export async function previewRequest(db: Database, request: ApprovalRow, viewer: CurrentUser, now: Date): Promise<Preview> {
  try {
    await db.transaction(async (tx) => {
      const before = request.kind === 'edit' || request.kind === 'delete' ? await entryPairs(tx, request.targetId!) : [];
      const id = await replayWrite(tx, request, viewer, now);
      const pairs = dedupe([...before, ...(await entryPairs(tx, id))]);
      const [row] = await tx.select().from(transactions).where(inArray(transactions.id, [id]));
      throw new DryRun({ document: row ? toTransactionDto(row) : null, pairs, after: await balancesOf(tx, pairs) });
    });
  } catch (error) {
    if (error instanceof AppError) return { document: null, balances: [], refusal: { code: error.code, message: error.message, ...(error.params ? { params: error.params } : {}) } };
    if (!(error instanceof DryRun)) throw error;
    const { document, pairs, after } = error.preview;
    const current = new Map((await balancesOf(db, pairs)).map((b) => [`${b.account_id}:${b.currency_id}`, b.balance]));
    const balances = after.map((b) => ({
      accountId: b.account_id,
      accountCode: b.account_code,
      accountName: b.account_name,
      nature: accountNature({ id: b.account_id, accountCode: b.account_code, accountType: b.account_type, isSystem: b.is_system }),
      currency: b.code,
      now: current.get(`${b.account_id}:${b.currency_id}`) ?? '0.00',
      after: b.balance,
    }));
    return { document, balances, refusal: null };
  }
  throw new Error('a dry run always rolls back');
}

function dedupe(pairs: Pair[]): Pair[] {
  const seen = new Map(pairs.map((p) => [`${p.accountId}:${p.currencyId}`, p]));
  return [...seen.values()];
}
