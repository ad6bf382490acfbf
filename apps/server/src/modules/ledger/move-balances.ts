import { sql, type SQL } from 'drizzle-orm';
import { can, formatMoney, Money, partnerMessages, type CurrentUser, type EntryLine } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { creditLimitOverrides } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { requireApproval } from '../approvals/approval-signal';
import { assertWithinAtAllLimit } from '../roles/role-limits';
import { grantsOfRole } from '../roles/role-policy';
import { assertEntriesWithinPostingLimits, withinBalanceCapacity, type KnownPostingLimits } from '../posting-limits/check-posting-limits';
import { dayDeltasUpsert, type DayDelta } from './day-totals';

/** Who moves the money, and what they decided; every posting path hands the sink one of these. */
export interface Mover {
  actor: CurrentUser;
  now: Date;
  /**
   * An explicit decision to post past a partner's credit limit (a posting's `creditLimitOverride`, or a pass's reason):
   * an admin's alone, anyone else's once approved. Kept with the posting whenever it was needed.
   */
  creditLimitOverride?: { reason?: string | null; hawalaDetailsId?: number | null } | null;
  /**
   * The posting undoes one that passed the limits when it was made (a sent hawala's refund, a commission run's
   * reversal): posting limits set since then must not trap the money the undo gives back (docs/architecture.md, The
   * sink). A partner's credit limit still holds: a refund takes back the room its send gave the partner, which may
   * have been drawn on since.
   */
  undo?: boolean;
  /** The posting limits as the posting's first read found them (check-document.ts), so the sink need not ask again. */
  postingLimits?: KnownPostingLimits;
}

interface Delta {
  accountId: number;
  currencyId: number;
  amount: InstanceType<typeof Money>;
}

/** Net change per (account, currency), ordered as every writer locks balance rows, zero changes left out. */
export function balanceDeltas(previous: EntryLine[], next: EntryLine[]): Delta[] {
  const deltas = new Map<string, Delta>();
  const add = (e: EntryLine, sign: 1 | -1) => {
    const key = `${e.accountId}:${e.currencyId}`;
    const current = deltas.get(key) ?? { accountId: e.accountId, currencyId: e.currencyId, amount: new Money(0) };
    current.amount = current.amount.plus(new Money(e.amount).times(sign));
    deltas.set(key, current);
  };
  for (const e of previous) add(e, -1);
  for (const e of next) add(e, 1);
  return [...deltas.values()].filter((d) => !d.amount.isZero()).sort((a, b) => a.accountId - b.accountId || a.currencyId - b.currencyId);
}

interface OverLimit {
  account_id: number;
  currency_id: number;
  balance: string;
  credit_limit: string;
  account_name: string;
  currency_code: string;
}

/** A new posting's own rows written in the sink's statement (its audit and journal rows): CTEs, `j` the journal row. */
export interface AlongsideWrites {
  ctes: SQL;
  journal: boolean;
}

/**
 * The one balance sink (docs/architecture.md, The sink): every posting, edit, delete, recover and reversal moves
 * balances here, and here the posting limits (on the document's new entries) and the partners' credit limits (on every
 * move that leaves a partner owing the shop more) are checked, whatever path the money came by.
 *
 * Balance rows are written in (account, currency) order — a multi-row INSERT … ON CONFLICT takes its VALUES in the
 * order written — so two writers never deadlock; the same statement returns each partner's balance after the move, read
 * under that row's lock, so two postings out of one partner queue and the second sees the first. `writeEntries` (a
 * posting's new entries), `alongside` (a new posting's audit and journal rows) and the day totals (`dayDeltas`, moved
 * only after every balance row: day-totals.ts) go into the same statement: one round trip, so the hot balance rows stay
 * locked for one round trip fewer before commit. Returns the journal row's id when `alongside` wrote one.
 */
export async function moveBalances(
  tx: Transaction,
  transactionId: number,
  previous: EntryLine[],
  next: EntryLine[],
  mover: Mover,
  writeEntries: SQL | null,
  dayDeltas: Iterable<DayDelta> = [],
  alongside?: AlongsideWrites,
): Promise<number | null> {
  if (!mover.undo) {
    await assertEntriesWithinPostingLimits(tx, next, mover.postingLimits);
    await assertWithinAtAllLimit(tx, mover.actor, next);
  }
  const deltas = balanceDeltas(previous, next);
  const written = [alongside?.ctes, writeEntries && sql`written as (${writeEntries})`].filter((w): w is SQL => !!w);
  const journalId = alongside?.journal ? sql`(select id from j)` : sql`null`;
  if (deltas.length === 0) {
    const days = dayDeltasUpsert(dayDeltas);
    const ctes = [...written, ...(days ? [sql`days as (${days})`] : [])];
    if (ctes.length === 0) return null;
    return journalIdOf(await tx.execute(sql`with ${sql.join(ctes, sql`, `)} select ${journalId}::bigint as journal_id`));
  }
  const rows = balanceRows(deltas);
  // Stored credit-positive: a partner owes the shop what its balance is below zero. Only moves that take from a
  // partner (a negative delta) are judged, so a settlement that pays down a debt still over its limit passes.
  const owing = deltas.filter((d) => d.amount.isNegative()).map((d) => sql`(${d.accountId}::int, ${d.currencyId}::int)`);
  const moved = sql`moved as (${upsertBalances(rows)} returning b.account_id, b.currency_id, b.balance)`;
  const judged = owing.length
    ? sql`select m.account_id, m.currency_id, m.balance::text as balance, l.credit_limit::text as credit_limit, a.account_name, c.code as currency_code
        from moved m
        join (values ${sql.join(owing, sql`, `)}) as o (account_id, currency_id) on o.account_id = m.account_id and o.currency_id = m.currency_id
        join partner_credit_limits l on l.account_id = m.account_id and l.currency_id = m.currency_id
        join accounts a on a.id = m.account_id
        join currencies c on c.id = m.currency_id
        where -m.balance > l.credit_limit`
    : sql`select m.account_id, m.currency_id, null::text as balance, null::text as credit_limit, null::text as account_name, null::text as currency_code from moved m where false`;
  const days = dayDeltasUpsert(dayDeltas, sql`moved`);
  const ctes = sql.join([...written, moved, ...(days ? [sql`days as (${days})`] : [])], sql`, `);
  // One row at least, carrying the journal id; the partners over their limit, if any, beside it.
  const statement = sql`with ${ctes} select ${journalId}::bigint as journal_id, ov.* from (select 1) as one left join (${judged}) as ov on true`;
  const result = await withinBalanceCapacity(() => tx.execute(statement));
  const over = rowsOf<OverLimit>(result).filter((o) => o.account_id !== null);
  if (over.length === 0) return journalIdOf(result);

  // An admin overrides alone; anyone else's override is a request an approver grants (docs/decisions.md, Approvals).
  if (mover.creditLimitOverride && !can(await grantsOfRole(tx, mover.actor.role), 'partners-admin')) requireApproval('creditLimitOverride');
  if (!mover.creditLimitOverride) {
    const first = over[0]!;
    const params = {
      partner: first.account_name,
      currency: first.currency_code,
      balance: formatMoney(new Money(first.balance).neg(), first.currency_code),
      limit: formatMoney(first.credit_limit, first.currency_code),
    };
    throw conflict(partnerMessages.overLimit(params.partner, params.balance, params.limit), 'partner.overLimit', params);
  }
  await tx.insert(creditLimitOverrides).values(
    over.map((o) => ({
      transactionId,
      hawalaDetailsId: mover.creditLimitOverride?.hawalaDetailsId ?? null,
      accountId: o.account_id,
      currencyId: o.currency_id,
      creditLimit: o.credit_limit,
      owedAfter: new Money(o.balance).neg().toFixed(2),
      reason: mover.creditLimitOverride?.reason ?? null,
      userId: mover.actor.id,
      username: mover.actor.username,
      createdAt: mover.now,
    })),
  );
  return journalIdOf(result);
}

const journalIdOf = (result: Awaited<ReturnType<Transaction['execute']>>) => {
  const id = rowsOf<{ journal_id: string | number | null }>(result)[0]?.journal_id;
  return id == null ? null : Number(id);
};

const balanceRows = (deltas: Delta[]) =>
  sql.join(
    deltas.map((d) => sql`(${d.accountId}::int, ${d.currencyId}::int, ${d.amount.toFixed(2)}::numeric)`),
    sql`, `,
  );

const upsertBalances = (rows: SQL) => sql`
  insert into account_balances as b (account_id, currency_id, balance) values ${rows}
  on conflict (account_id, currency_id) do update set balance = b.balance + excluded.balance, updated_at = now()`;

/**
 * The same sink for the books' own lines that follow postings already checked above: the realised FX profit a deal's
 * replay books or re-books (modules/fx/book-fx-profit.ts). They move only two system accounts (the base's FX position
 * and FX profit), carry nobody's decision, and must never be refused by a limit — a backdated deal re-values the
 * profit of deals other clerks posted — so no posting or credit limit is checked. Rows are written in the same
 * (account, currency) order as every other move.
 */
export async function moveBookkeepingBalances(tx: Transaction, previous: EntryLine[], next: EntryLine[]) {
  const deltas = balanceDeltas(previous, next);
  if (deltas.length > 0) await withinBalanceCapacity(() => tx.execute(upsertBalances(balanceRows(deltas))));
}
