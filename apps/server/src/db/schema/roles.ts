import { bigint, boolean, check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { roles } from '@sarafi/core';
import { amount, oneOf } from './columns';
import { currencies } from './currencies';
import { users } from './users';

/**
 * A role the owner has shaped (docs/decisions.md, Roles the owner shapes): its whole permission set, stored once changed.
 * A role without a row has the permission table's defaults, so a fresh shop behaves as shipped.
 */
export const roleGrants = pgTable(
  'role_grants',
  {
    role: varchar({ length: 20 }).primaryKey(),
    permissions: text().array().notNull(),
    changesNeedApproval: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('role_grants_role_check', oneOf(t.role, roles))],
);

/** A role's limits per currency: the largest posting it makes alone, and the largest at all (null: none). */
export const roleLimits = pgTable(
  'role_limits',
  {
    role: varchar({ length: 20 }).notNull(),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id, { onDelete: 'cascade' }),
    alone: amount(),
    atAll: amount(),
  },
  (t) => [primaryKey({ columns: [t.role, t.currencyId] }), check('role_limits_role_check', oneOf(t.role, roles))],
);

/** Every change of a role: who, when, and the role's policy before and after (JSON text); rows are only ever added. */
export const roleChanges = pgTable(
  'role_changes',
  {
    id: serial().primaryKey(),
    role: varchar({ length: 20 }).notNull(),
    oldValue: text().notNull(),
    newValue: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    username: varchar({ length: 100 }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('role_changes_role_idx').on(t.role, t.id)],
);

/**
 * One row counting changes to `role_grants` and `role_limits` (a trigger bumps it; hand-written in its migration).
 * The session lookup reads it, so every app process drops its cached role policies once another has changed them
 * (docs/decisions.md, Every core).
 */
export const rolePolicyVersion = pgTable('role_policy_version', {
  id: smallint().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
});
