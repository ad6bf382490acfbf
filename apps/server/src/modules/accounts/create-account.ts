import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { currencyMessages, type createAccountBody } from '@sarafi/core';
import type { Database, Executor } from '../../db/client';
import { accounts, currencies } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { applyDocument } from './account-documents';
import { takeAccountCode } from './account-code';
import { getAccount } from './get-account';
import { holdAccountIfListed } from '../screening/hold-account';

export async function findCurrency(db: Executor, currencyId: number) {
  const [currency] = await db.select().from(currencies).where(eq(currencies.id, currencyId));
  if (!currency) throw badRequest(currencyMessages.notFound, 'currency.notFound');
  return currency;
}

/** Code, row and images land together or not at all. */
export function createAccount(db: Database, input: z.output<typeof createAccountBody>) {
  return db.transaction(async (tx) => {
    const currency = await findCurrency(tx, input.currencyId);
    const accountCode = await takeAccountCode(tx, currency.code);
    const { picture, signature, ...fields } = input;
    const [row] = await tx.insert(accounts).values({ ...fields, accountCode }).returning({ id: accounts.id });
    await applyDocument(tx, row!.id, 'picture', picture);
    await applyDocument(tx, row!.id, 'signature', signature);
    await holdAccountIfListed(tx, row!.id);
    return getAccount(tx, row!.id);
  });
}
