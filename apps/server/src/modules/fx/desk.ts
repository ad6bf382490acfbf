import { asc, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { currencies, fxDesk } from '../../db/schema';

export interface Desk {
  baseCurrencyId: number;
  baseCurrencyCode: string;
  boardEnabled: boolean;
}

const deskColumns = { baseCurrencyId: fxDesk.baseCurrencyId, baseCurrencyCode: currencies.code, boardEnabled: fxDesk.boardEnabled };

/** The desk's settings; the row is made at every start (ensureFxDesk), so it is always there. */
export async function readDesk(db: Executor): Promise<Desk> {
  const [desk] = await db.select(deskColumns).from(fxDesk).innerJoin(currencies, eq(currencies.id, fxDesk.baseCurrencyId)).where(eq(fxDesk.id, 1));
  if (!desk) throw new Error('The exchange desk row is missing: the server did not start through seedSystem');
  return desk;
}

/**
 * The desk, locked until the caller commits. Every change to the deals takes it before any balance row or transaction
 * row of a deal, so replays run one at a time and never wait on a row a waiting writer holds.
 */
export async function lockDesk(tx: Transaction): Promise<Desk> {
  await tx.select({ id: fxDesk.id }).from(fxDesk).where(eq(fxDesk.id, 1)).for('update');
  return readDesk(tx);
}

/** The base currency a new shop starts with: AFN, or the first currency when a shop has none by that code. */
export async function createDeskRow(tx: Transaction) {
  const [afn] = await tx.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'AFN'));
  const [first] = afn ? [afn] : await tx.select({ id: currencies.id }).from(currencies).orderBy(asc(currencies.id)).limit(1);
  if (!first) throw new Error('No currency to make the base currency');
  const inserted = await tx.insert(fxDesk).values({ id: 1, baseCurrencyId: first.id }).onConflictDoNothing().returning({ id: fxDesk.id });
  return inserted.length > 0;
}
