import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { approvalKinds, approvalStatuses } from '@sarafi/core/contract/approvals';
import { oneOf } from './columns';
import { users } from './users';

const instant = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * Writes kept for a second person (docs/decisions.md, Approvals): who asked (the maker), what (the kind, the target
 * document of a change, the parsed body), why (the grounds the checks named and the maker's reason) and when. A
 * request moves no balance; approving replays the body through the same use case. `version` grows with every change
 * of the row, so an approver decides on what they saw. A pending request past `expires_at` reads as expired.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: serial().primaryKey(),
    version: integer().notNull().default(1),
    kind: varchar({ length: 20 }).notNull(),
    targetId: integer(),
    body: jsonb().notNull(),
    grounds: text().array().notNull(),
    status: varchar({ length: 20 }).notNull().default('pending'),
    makerId: uuid()
      .notNull()
      .references(() => users.id),
    makerName: varchar({ length: 100 }).notNull(),
    approvalReason: text(),
    createdAt: instant().notNull(),
    expiresAt: instant().notNull(),
    deciderId: uuid().references(() => users.id),
    deciderName: varchar({ length: 100 }),
    decidedAt: instant(),
    rejectReason: text(),
    /** The posting the approval made (a new document) or changed. */
    transactionId: integer(),
  },
  (t) => [
    check('approval_requests_kind_check', oneOf(t.kind, approvalKinds)),
    check('approval_requests_status_check', oneOf(t.status, approvalStatuses)),
    check('approval_requests_decided_check', sql`(${t.status} in ('approved', 'rejected')) = (${t.deciderId} is not null)`),
    index('approval_requests_status_idx').on(t.status, t.id),
    index('approval_requests_maker_idx').on(t.makerId, t.id),
    index('approval_requests_transaction_idx').on(t.transactionId),
  ],
);
