import type { CurrentUser } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { appendJournal } from '../journal/append-journal';

/** Every write to a case leaves its journal row with the signed-in user, in the write's own database transaction. */
export const journalCase = (tx: Transaction, verb: 'open' | 'note' | 'attach' | 'file' | 'close', caseId: number, actor: CurrentUser, payload: Record<string, unknown>, now: Date) =>
  appendJournal(tx, { kind: `complianceCase.${verb}`, entity: 'complianceCase', entityId: caseId, actor, payload, at: now });
