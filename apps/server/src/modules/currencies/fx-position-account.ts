import { fxAccountCode } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema';

// The code is core's, where it also tells an FX position account's nature (how its balance reads).
export { fxAccountCode };

/** Every currency has one system FX position account so exchanges keep each currency's ledger at zero (docs/architecture.md, Ledger). */
export async function ensureFxPositionAccount(db: Executor, currency: { id: number; code: string }) {
  await db
    .insert(accounts)
    .values({
      accountCode: fxAccountCode(currency.code),
      accountName: `FX Position ${currency.code}`,
      currencyId: currency.id,
      accountType: 'business',
      isSystem: true,
    })
    .onConflictDoNothing({ target: accounts.accountCode });
}
