import type { CurrentUser, User } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { appendJournal } from '../journal/append-journal';

/**
 * The journal row of a change to a user — who may sign in and with which role moves money (docs/decisions.md,
 * Journal) — in the change's own database transaction: the user as now stored (never the password hash; only that it
 * changed). The actor is null for the system's own writes (the demo seed).
 */
export function journalUser(
  tx: Transaction,
  verb: 'create' | 'update' | 'status' | 'delete',
  user: Pick<User, 'id'> & Partial<User>,
  actor: Pick<CurrentUser, 'id' | 'username'> | null,
  extra: { passwordChanged?: boolean } = {},
) {
  return appendJournal(tx, { kind: `user.${verb}`, entity: 'user', entityId: user.id, actor, payload: { ...user, ...extra }, at: new Date() });
}
