import { and, count, desc, eq, gt, lte, type SQL } from 'drizzle-orm';
import { approvalMessages, can, type ApprovalDetail, type ApprovalStatus, type CurrentUser } from '@sarafi/core';
import type { Database, Executor } from '../../db/client';
import { approvalRequests } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { toApprovalSummary } from './approval-dto';
import { previewRequest } from './preview-request';
import { grantsOfRole } from '../roles/role-policy';

/** A list page's size: the screen shows the newest; older decided requests stay in the table. */
const listLimit = 200;

function statusIs(status: ApprovalStatus, now: Date): SQL {
  if (status === 'pending') return and(eq(approvalRequests.status, 'pending'), gt(approvalRequests.expiresAt, now))!;
  if (status === 'expired') return and(eq(approvalRequests.status, 'pending'), lte(approvalRequests.expiresAt, now))!;
  return eq(approvalRequests.status, status);
}

/** An approver reads every request; anyone else only their own (docs/decisions.md, Approvals). */
const visibleTo = async (db: Executor, viewer: CurrentUser) => (can(await grantsOfRole(db, viewer.role), 'approve') ? undefined : eq(approvalRequests.makerId, viewer.id));

/** GET /api/approvals: the newest requests first, of one status when asked. */
export async function listRequests(db: Executor, viewer: CurrentUser, status: ApprovalStatus | undefined, now = new Date()) {
  const rows = await db
    .select()
    .from(approvalRequests)
    .where(and(await visibleTo(db, viewer), status ? statusIs(status, now) : undefined))
    .orderBy(desc(approvalRequests.id))
    .limit(listLimit);
  return rows.map((row) => toApprovalSummary(row, now));
}

/** GET /api/approvals/count: how many requests wait for an approver (the sidebar's badge). */
export async function countPending(db: Executor, now = new Date()) {
  const [row] = await db.select({ pending: count() }).from(approvalRequests).where(statusIs('pending', now));
  return { pending: row?.pending ?? 0 };
}

/** GET /api/approvals/{id}: the request, the document as it would post now, and the balances it would move. */
export async function readRequest(db: Database, id: number, viewer: CurrentUser, now = new Date()): Promise<ApprovalDetail> {
  const [row] = await db.select().from(approvalRequests).where(and(eq(approvalRequests.id, id), await visibleTo(db, viewer)));
  if (!row) throw notFound(approvalMessages.notFound, 'approval.notFound');
  const summary = toApprovalSummary(row, now);
  const preview = summary.status === 'pending' ? await previewRequest(db, row, viewer, now) : { document: null, balances: [], refusal: null };
  return { ...summary, body: row.body as Record<string, unknown>, ...preview };
}
