import { boolean, check, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { calendars, languages, roles } from '@sarafi/core';
import { createdAt, oneOf, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    username: varchar({ length: 100 }).notNull().unique(),
    passwordHash: text().notNull(),
    fullName: varchar({ length: 255 }),
    email: varchar({ length: 255 }),
    phone: varchar({ length: 50 }),
    role: varchar({ length: 20 }).notNull().default('user'),
    isActive: boolean().notNull().default(true),
    language: varchar({ length: 10 }).notNull().default('en'),
    calendar: varchar({ length: 20 }).notNull().default('gregorian'),
    /**
     * Two-step sign-in (docs/decisions.md, Security, Two-step sign-in): the TOTP secret (base32; stored as is, the app
     * has no key to encrypt it with), on once confirmed, and the last time step accepted so no code is taken twice.
     */
    totpSecret: varchar({ length: 64 }),
    totpConfirmedAt: timestamp({ withTimezone: true, mode: 'date' }),
    totpLastStep: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_role_check', oneOf(t.role, roles)),
    check('users_language_check', oneOf(t.language, languages)),
    check('users_calendar_check', oneOf(t.calendar, calendars)),
  ],
);

/** Opaque session ids: only the SHA-256 of the id is stored, so a database leak yields no usable cookie. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: varchar({ length: 64 }).primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed-login counters per IP and per username, in the database so every app process shares them. */
export const loginThrottle = pgTable('login_throttle', {
  key: varchar({ length: 200 }).primaryKey(),
  failures: integer().notNull().default(0),
  windowStartedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
