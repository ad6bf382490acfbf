import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { canonicalUsername, tableBoardRate } from '@sarafi/core';
import type { Database } from './client';
import { accountCodeSettings, accounts, currencies, fxDeals, hawalaSerialSettings, tills, users } from './schema';
import { hashPassword } from '../lib/passwords';
import { ensureFxPositionAccount } from '../modules/currencies/fx-position-account';
import { bookFxProfit } from '../modules/fx/book-fx-profit';
import { createDeskRow, lockDesk } from '../modules/fx/desk';
import { createFxProfitAccount } from '../modules/fx/fx-profit-account';
import { rebuildDeals } from '../modules/fx/rebuild-deals';
import { canonicaliseUsernames, type UsernameChange } from '../modules/users/canonicalise-usernames';

export const CASH_ACCOUNT_ID = 11;

/**
 * Ids follow SPEC's colour rule for currency ids (1 blue = USD, 2 green = AFN, 3 orange = PKR, 4 purple = EUR)
 * and its default currency id 2 (AFN) for transfers. Rates are units per 1 USD.
 */
export const systemCurrencies = [
  { id: 1, code: 'USD', name: 'US Dollar', symbol: '$', exchangeRate: '1' },
  { id: 2, code: 'AFN', name: 'Afghan Afghani', symbol: '؋', exchangeRate: '70' },
  { id: 3, code: 'PKR', name: 'Pakistani Rupee', symbol: '₨', exchangeRate: '280' },
  { id: 4, code: 'EUR', name: 'Euro', symbol: '€', exchangeRate: '0.92' },
];

export interface SeedResult {
  /** Set only when this start created the first admin with a generated password, to be printed once. */
  generatedAdminPassword?: string;
  createdAdmin?: string;
  /** Stored usernames brought to their canonical form at this start (look-alikes renamed), to be reported. */
  renamedUsers?: UsernameChange[];
}

/**
 * Creates the system records (docs/architecture.md, Ledger) on first start; on later starts it changes nothing but usernames stored
 * in other than their canonical form (see canonicalise-usernames.ts).
 */
export async function seedSystem(db: Database, admin: { username: string; password?: string }): Promise<SeedResult> {
  const generated = admin.password ? undefined : randomBytes(12).toString('base64url');
  const adminHash = await hashPassword(admin.password ?? generated ?? '');

  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: currencies.id }).from(currencies).limit(1);
    if (existing.length === 0) {
      const afn = systemCurrencies.find((c) => c.code === 'AFN')!;
      await tx.insert(currencies).values(systemCurrencies.map((c) => ({ ...c, buyRate: tableBoardRate(c, afn), sellRate: tableBoardRate(c, afn) })));
      await tx.execute(sql`select setval(pg_get_serial_sequence('currencies', 'id'), 100)`);
      await tx.insert(accounts).values({
        id: CASH_ACCOUNT_ID,
        accountCode: String(CASH_ACCOUNT_ID),
        accountName: 'Cash at Shop',
        currencyId: 2,
        accountType: 'business',
        isSystem: true,
      });
      // Staff accounts start above the reserved system ids.
      await tx.execute(sql`select setval(pg_get_serial_sequence('accounts', 'id'), 100)`);
      for (const currency of systemCurrencies) await ensureFxPositionAccount(tx, currency);
      await tx.insert(accountCodeSettings).values({ id: 1 }).onConflictDoNothing();
      await tx.insert(hawalaSerialSettings).values({ id: 1 }).onConflictDoNothing();
    }

    // The safe's row among the tills (docs/decisions.md, Tills and shifts), made once: it is cash 11 itself. Looked for
    // first, as an insert that conflicts still draws a number and a restored backup must start as it was taken.
    const [safe] = await tx.select({ id: tills.id }).from(tills).where(eq(tills.isSafe, true)).limit(1);
    if (!safe) await tx.insert(tills).values({ name: 'Safe', accountId: CASH_ACCOUNT_ID, isSafe: true }).onConflictDoNothing();

    // The exchange desk's row, made once: on books written before it, the deals are derived from the ledger then.
    if (await createDeskRow(tx)) await rebuildDeals(tx);
    // The FX profit account, made once: on books written before it, every deal's realised profit is booked to it then.
    const desk = await lockDesk(tx);
    if (await createFxProfitAccount(tx, desk)) await bookFxProfit(tx, desk, (await tx.select({ id: fxDeals.transactionId }).from(fxDeals)).map((d) => d.id));

    const anyUser = await tx.select({ id: users.id }).from(users).limit(1);
    if (anyUser.length > 0) {
      const renamedUsers = await canonicaliseUsernames(tx);
      return renamedUsers.length > 0 ? { renamedUsers } : {};
    }
    await tx.insert(users).values({
      username: canonicalUsername(admin.username),
      passwordHash: adminHash,
      fullName: 'Administrator',
      role: 'admin',
    });
    return { createdAdmin: admin.username, generatedAdminPassword: generated };
  });
}
