import { sql } from 'drizzle-orm';
import type { JournalFinding } from '@sarafi/core';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows-of';

type Broken = { brokenAt: number | null; finding: JournalFinding; reason: string };

/**
 * The journal's latest row per transaction: what the ledger must hold for it now (docs/decisions.md, Journal). Each
 * query below is one statement, so it reads one snapshot however many clerks post meanwhile.
 */
const latest = sql`latest as (
  select distinct on (entity_id) id, entity_id::int as transaction_id, kind, payload
  from journal where entity = 'transaction' order by entity_id, id desc)`;

/**
 * Every transaction's own entries (the desk's FX profit lines are derived from the deals and rewritten by later
 * deals, so they are left out) against the journal's latest entries for it, netted per account and currency; a
 * deleted transaction's latest state holds none.
 */
async function firstEntriesDifference(db: Database): Promise<Broken | null> {
  const [d] = rowsOf<{ transaction_id: number; account_id: number; currency_id: number; journal: string | null; ledger: string | null; journal_id: string | number | null }>(
    await db.execute(sql`
      with ${latest},
      journalled as (
        select l.transaction_id, (e ->> 'accountId')::int as account_id, (e ->> 'currencyId')::int as currency_id, sum((e ->> 'amount')::numeric) as amount
        from latest l cross join jsonb_array_elements(l.payload -> 'entries') e group by 1, 2, 3),
      ledger as (
        select transaction_id, account_id, currency_id, sum(amount) as amount from ledger_entries where not fx_profit group by 1, 2, 3),
      differing as (
        select coalesce(j.transaction_id, g.transaction_id) as transaction_id, coalesce(j.account_id, g.account_id) as account_id,
               coalesce(j.currency_id, g.currency_id) as currency_id, j.amount::text as journal, g.amount::text as ledger
        from journalled j full join ledger g
          on g.transaction_id = j.transaction_id and g.account_id = j.account_id and g.currency_id = j.currency_id
        where coalesce(j.amount, 0) <> coalesce(g.amount, 0))
      select d.*, l.id as journal_id from differing d left join latest l on l.transaction_id = d.transaction_id
      order by d.transaction_id, d.account_id, d.currency_id limit 1`),
  );
  if (!d) return null;
  if (d.journal_id === null) {
    return { brokenAt: null, finding: 'unjournalled', reason: `transaction ${d.transaction_id} has entries the journal never recorded` };
  }
  return {
    brokenAt: Number(d.journal_id),
    finding: 'entriesDiffer',
    reason: `transaction ${d.transaction_id}: account ${d.account_id} in currency ${d.currency_id} holds ${d.ledger ?? '0'} in the ledger, ${d.journal ?? '0'} in journal row ${d.journal_id}`,
  };
}

/**
 * The legs of each live transaction (accounts, currencies, amounts, rate, day) against its latest journalled
 * document; a live transaction whose latest row is a delete, or that the journal never saw, is as wrong. Rows that
 * predate the journal (its baseline) carry entries only.
 */
async function firstDocumentDifference(db: Database): Promise<Broken | null> {
  const [d] = rowsOf<{ transaction_id: number; journal_id: string | number | null; field: string }>(
    await db.execute(sql`
      with ${latest}
      select * from (
        select t.id as transaction_id, l.id as journal_id,
          case
            when l.id is null then 'unjournalled'
            when l.kind = 'transaction.delete' then 'deleted'
            when (l.payload -> 'document') is null then null
            when (l.payload #>> '{document,dAmount}')::numeric is distinct from t.d_amount then 'dAmount'
            when (l.payload #>> '{document,cAmount}')::numeric is distinct from t.c_amount then 'cAmount'
            when (l.payload #>> '{document,exRate}')::numeric is distinct from t.ex_rate then 'exRate'
            when (l.payload #>> '{document,outAccountId}')::int is distinct from t.out_account_id then 'outAccountId'
            when (l.payload #>> '{document,inAccountId}')::int is distinct from t.in_account_id then 'inAccountId'
            when (l.payload #>> '{document,currencyId}')::int is distinct from t.currency_id then 'currencyId'
            when (l.payload #>> '{document,cCurrencyId}')::int is distinct from t.c_currency_id then 'cCurrencyId'
            when (l.payload #>> '{document,transDate}') is distinct from t.trans_date then 'transDate'
          end as field
        from transactions t left join latest l on l.transaction_id = t.id) c
      where field is not null
      order by transaction_id limit 1`),
  );
  if (!d) return null;
  if (d.field === 'unjournalled') return { brokenAt: null, finding: 'unjournalled', reason: `transaction ${d.transaction_id} is in the ledger but the journal never recorded it` };
  const what = d.field === 'deleted' ? 'is live, but the journal says it was deleted' : `differs from journal row ${d.journal_id} in ${d.field}`;
  return { brokenAt: Number(d.journal_id), finding: 'documentDiffers', reason: `transaction ${d.transaction_id} ${what}` };
}

/** The first place the ledger is not what the journal says it should be; null when they agree. */
export async function compareLedger(db: Database): Promise<Broken | null> {
  return (await firstEntriesDifference(db)) ?? (await firstDocumentDifference(db));
}
