/**
 * Fills an empty Sarafi database with demo records: staff of every role, the GBP currency, market-like
 * rates for the system currencies, the partner 2001, branches 1007 and 2007, and customers. Reads DATABASE_URL or DATA_DIR (and ADMIN_USERNAME / ADMIN_PASSWORD for
 * the first admin) like the server.
 *   npm run seed:demo
 * Refuses (exit 1) when the demo users exist already, so running it twice changes nothing; with PGlite it
 * cannot run while the server holds the same DATA_DIR.
 */
import { eq, inArray } from 'drizzle-orm';
import { createAccountBody, createCurrencyBody, createUserBody, updateCurrencyBody } from '@sarafi/core';
import { ConfigError, loadConfig } from '../apps/server/src/config';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { accounts, currencies, users } from '../apps/server/src/db/schema';
import { seedSystem } from '../apps/server/src/db/seed-system';
import { AppError } from '../apps/server/src/lib/errors';
import { createAccount } from '../apps/server/src/modules/accounts/create-account';
import { createCurrency } from '../apps/server/src/modules/currencies/create-currency';
import { updateCurrency } from '../apps/server/src/modules/currencies/update-currency';
import { createUser } from '../apps/server/src/modules/users/create-user';
import { demoCurrencies, demoCustomers, demoFixedCodeAccounts, demoRates, demoUsers } from './lib/demo-data';

/** A failure the person running the script can act on: printed as one line, exit 1. */
class Refusal extends Error {}

async function seed(handle: DatabaseHandle, admin: { username: string; password?: string }) {
  const { db } = handle;
  await runMigrations(handle);
  const system = await seedSystem(db, admin);
  if (system.generatedAdminPassword) {
    console.log(`First admin created: username '${system.createdAdmin}', password '${system.generatedAdminPassword}'`);
  }

  const names = demoUsers.map((u) => u.username);
  const existing = await db.select({ username: users.username }).from(users).where(inArray(users.username, names));
  if (existing.length > 0) {
    const list = existing.map((u) => u.username).sort().join(', ');
    throw new Refusal(`Demo data is already present (${existing.length === 1 ? `user ${list} exists` : `users ${list} exist`}); nothing was changed.`);
  }

  // Currencies first and users last: if anything fails before the users are in, a second run simply retries.
  const rows = await db.select().from(currencies);
  for (const row of rows) {
    const rate = demoRates[row.code];
    if (rate) await updateCurrency(db, row.id, updateCurrencyBody.parse({ name: row.name, symbol: row.symbol, rate }));
  }
  for (const currency of demoCurrencies) {
    if (!rows.some((row) => row.code === currency.code)) await createCurrency(db, createCurrencyBody.parse(currency));
  }
  const currencyIds = new Map((await db.select().from(currencies)).map((c) => [c.code, c.id]));
  // Accounts and users in one transaction: a failed run leaves none of them, so it can simply be run again.
  await db.transaction(async (tx) => {
    // Fixed codes are inserted as given (the hawala screens look for them); customers get server codes.
    for (const { currency, ...account } of demoFixedCodeAccounts) {
      await tx.insert(accounts).values({ ...account, currencyId: currencyIds.get(currency)! });
    }
    for (const { currency, ...customer } of demoCustomers) {
      await createAccount(tx, createAccountBody.parse({ ...customer, currencyId: currencyIds.get(currency)! }));
    }
    for (const user of demoUsers) await createUser(tx, createUserBody.parse(user), null);
  });

  const finalRates = await db.select({ code: currencies.code, rate: currencies.exchangeRate }).from(currencies).orderBy(currencies.id);
  console.log(`Demo data added (${handle.kind === 'embedded' ? 'embedded PostgreSQL' : 'PostgreSQL'}).`);
  console.log('\nDemo users (demo passwords: change them before real use):');
  for (const user of demoUsers) {
    console.log(`  ${user.username.padEnd(10)} ${user.role.padEnd(8)} ${user.password.padEnd(20)} ${user.fullName}`);
  }
  const staff = await db.select({ code: accounts.accountCode, name: accounts.accountName }).from(accounts).where(eq(accounts.isSystem, false)).orderBy(accounts.id);
  console.log(`\nAccounts: ${staff.map((a) => `${a.code} ${a.name}`).join(', ')}`);
  console.log('\nCurrencies (units per 1 USD):');
  for (const row of finalRates) console.log(`  ${row.code}  ${row.rate}`);
}

async function main() {
  let handle: DatabaseHandle | undefined;
  try {
    const config = loadConfig();
    try {
      handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    } catch (error) {
      // The DATA_DIR lock (server running) or an unreachable PostgreSQL.
      throw new Refusal(`Cannot open the database: ${error instanceof Error ? error.message : String(error)}`);
    }
    await seed(handle, { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD });
  } catch (error) {
    // Settings, refusals and use-case errors carry a message meant for people; anything else is a bug: full trace.
    const forPeople = error instanceof Refusal || error instanceof ConfigError || error instanceof AppError;
    console.error(forPeople ? `seed:demo: ${error.message}` : error);
    process.exitCode = 1;
  } finally {
    await handle?.close();
  }
}

await main();
