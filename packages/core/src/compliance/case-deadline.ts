import { addBusinessDays } from './business-days';

/**
 * A suspicious-activity case's clock (docs/decisions.md, Compliance: suspicious-activity cases): FinTRACA wants the
 * Suspicious Transaction Report within 3 business days of the day the suspicion was formed, the day the case is opened.
 */
export const caseDeadlineBusinessDays = 3;

export const caseStatuses = ['open', 'filed', 'closed'] as const;
export type CaseStatus = (typeof caseStatuses)[number];

/** How pressing an open case is: past its deadline, or due today or on the next business day. */
export type CaseUrgency = 'overdue' | 'dueSoon' | null;

/** The deadline of a case opened on `openedOn` (the shop's day), Fridays and the shop's holidays skipped. */
export const caseDeadline = (openedOn: string, holidays: ReadonlySet<string>) => addBusinessDays(openedOn, caseDeadlineBusinessDays, holidays);

export function caseUrgency(status: CaseStatus, deadline: string, today: string, holidays: ReadonlySet<string>): CaseUrgency {
  if (status !== 'open') return null;
  if (today > deadline) return 'overdue';
  return deadline <= addBusinessDays(today, 1, holidays) ? 'dueSoon' : null;
}

/** A case moves once: an open case is filed with FinTRACA or closed without a report; a filed or closed case stays so. */
export const canLeave = (status: CaseStatus) => status === 'open';
