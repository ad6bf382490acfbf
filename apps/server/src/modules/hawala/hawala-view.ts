import { eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CurrentUser, Hawala } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accounts, hawalas, transactions, users } from '../../db/schema';
import { toHawalaDto } from './hawala-dto';

const partner = alias(accounts, 'partner_account');
const processor = alias(users, 'processed_by_user');
const payer = alias(users, 'paid_by_user');
const canceller = alias(users, 'cancelled_by_user');

const nameOf = (u: { fullName: AnyPgColumn; username: AnyPgColumn }) => sql<string | null>`coalesce(nullif(${u.fullName}, ''), ${u.username})`;

/**
 * Who may read a hawala's secret code again after its slip: the clerk who created it and admins. Anyone else
 * handing the receiver's code over the counter would let a stranger collect the money.
 */
export const maySeeSecret = (row: { processedBy: string | null }, viewer: CurrentUser) => viewer.role === 'admin' || row.processedBy === viewer.id;

/**
 * Sent hawalas with what their slip and the Outgoing list show: the partner's name and code, the users who
 * created, paid and cancelled them, and their posting (the first transaction linked to each).
 */
export function selectHawalaViews(db: Executor) {
  return db
    .select({
      hawala: hawalas,
      partnerName: partner.accountName,
      partnerCode: partner.accountCode,
      processedByName: nameOf(processor),
      paidByName: nameOf(payer),
      cancelledByName: nameOf(canceller),
      transactionId: sql<number | null>`(select min(${transactions.id}) from ${transactions} where ${transactions.sentHawalaId} = ${hawalas.id})`,
    })
    .from(hawalas)
    .leftJoin(partner, eq(partner.id, hawalas.partnerAccountId))
    .leftJoin(processor, eq(processor.id, hawalas.processedBy))
    .leftJoin(payer, eq(payer.id, hawalas.paidBy))
    .leftJoin(canceller, eq(canceller.id, hawalas.cancelledBy));
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectHawalaViews>['execute']>>[number];

export const toHawalaView = (row: ViewRow, viewer: CurrentUser): Hawala =>
  toHawalaDto(row.hawala, {
    partnerName: row.partnerName,
    partnerCode: row.partnerCode,
    processedByName: row.hawala.processedBy ? row.processedByName : null,
    paidByName: row.hawala.paidBy ? row.paidByName : null,
    cancelledByName: row.hawala.cancelledBy ? row.cancelledByName : null,
    transactionId: row.transactionId === null ? null : Number(row.transactionId),
    showSecret: maySeeSecret(row.hawala, viewer),
  });

/** One sent hawala as its slip shows it, for this viewer. */
export async function hawalaView(db: Executor, where: SQL, viewer: CurrentUser): Promise<Hawala | undefined> {
  const [row] = await selectHawalaViews(db).where(where);
  return row ? toHawalaView(row, viewer) : undefined;
}
