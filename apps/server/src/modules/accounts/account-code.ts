import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { accountCodeSettings, accountNumberSettings, accounts } from '../../db/schema';

/**
 * Takes the next account code inside the creating transaction. The counter row stays locked by the UPDATE
 * until commit, so concurrent creates queue on it and get distinct, gap-free numbers. A number whose code
 * already exists (e.g. an account imported by hand) is skipped.
 */
export async function takeAccountCode(tx: Transaction, currencyCode: string): Promise<string> {
  for (;;) {
    const [perCurrency] = await tx
      .update(accountNumberSettings)
      .set({ currentNumber: sql`${accountNumberSettings.currentNumber} + 1` })
      .where(eq(accountNumberSettings.currency, currencyCode))
      .returning({ taken: sql<number>`${accountNumberSettings.currentNumber} - 1`.mapWith(Number), prefix: accountNumberSettings.prefix });
    const taken =
      perCurrency ??
      (
        await tx
          .update(accountCodeSettings)
          .set({ currentNumber: sql`${accountCodeSettings.currentNumber} + 1` })
          .where(eq(accountCodeSettings.id, 1))
          .returning({ taken: sql<number>`${accountCodeSettings.currentNumber} - 1`.mapWith(Number), prefix: accountCodeSettings.prefix })
      )[0];
    if (!taken) throw new Error('account_code_settings row is missing');
    const code = `${taken.prefix}${taken.taken}`;
    const clash = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountCode, code)).limit(1);
    if (clash.length === 0) return code;
  }
}
