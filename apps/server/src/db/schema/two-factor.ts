import { check, index, pgTable, serial, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns';
import { users } from './users';

/** A user's single-use recovery codes: only their SHA-256 is kept; a used one keeps its row with the time it was used. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serial().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar({ length: 64 }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);

export const pendingSteps = ['code', 'enrol'] as const;
export type PendingStep = (typeof pendingSteps)[number];

/**
 * A sign-in whose password was right and that waits for its code (or, for an admin required to enrol, for enrolment).
 * The browser holds the random id in an HttpOnly cookie; only its SHA-256 is stored, and no session exists yet.
 */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
  {
    idHash: varchar({ length: 64 }).primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'code' waits for a code; 'enrol' for the enrolment an admin must make first. */
    step: varchar({ length: 10 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [check('pending_sign_ins_step_check', oneOf(t.step, pendingSteps)), index('pending_sign_ins_user_idx').on(t.userId)],
);
