import { CASH_ACCOUNT_ID, maxSerialId, postTransactionBody, type DocumentBody, type PostTransactionBody } from '@sarafi/core';
import type { z } from 'zod';
import { firstFieldError } from '../../lib/field-errors';

export interface FormIssue {
  field: string;
  message: string;
}

/** The posting rules, or the edit rules that put the edit messages first (docs/architecture.md, Validation). */
interface BodySchema {
  safeParse: (data: unknown) => z.ZodSafeParseResult<unknown>;
}

function check<B extends DocumentBody>(body: B, schema: BodySchema): FormIssue | null {
  const result = schema.safeParse(body);
  if (result.success) return null;
  return firstFieldError(result.error.issues);
}

/**
 * The server's own validation (the messages in docs/architecture.md, Validation, same order), run before sending so the form can point at the
 * field. An exchange without a usable rate has a zero selling amount because of the rate, so the rate is named.
 */
export function firstIssue<B extends DocumentBody>(body: B, schema: BodySchema = postTransactionBody): FormIssue | null {
  const issue = check(body, schema);
  if (issue?.field !== 'cAmount') return issue;
  const rateIssue = check({ ...body, cAmount: '1' }, schema);
  return rateIssue?.field === 'exRate' ? rateIssue : issue;
}

export const errorFor = (issue: FormIssue | null) => (field: string) => (issue?.field === field ? issue.message : undefined);

/** Field errors by field name: what the form shows under each field. */
export type FormIssues = Record<string, string>;

/**
 * Values that pass one field's check, so the rules after it get their say. The core rules stop at the first
 * problem (the order in docs/architecture.md, Validation, as the server answers); the form shows every field's problem at once by asking again
 * with each reported field stood in for. Stand-in account ids are the largest ids a body may carry, distinct from each other.
 */
const standInId = maxSerialId;
const standIns: Record<string, (body: PostTransactionBody) => Partial<PostTransactionBody>> = {
  outAccountId: (body) =>
    body.transType === 'Debit' || body.transType === 'Credit' ? { outAccountId: CASH_ACCOUNT_ID, inAccountId: standInId } : { outAccountId: standInId },
  inAccountId: () => ({ inAccountId: standInId - 1 }),
  transDescription: () => ({ transDescription: '-' }),
  cTransDescription: () => ({ cTransDescription: '-' }),
  dAmount: () => ({ dAmount: '1' }),
  cAmount: () => ({ cAmount: '1' }),
  // The selling amount is the rate's conversion: a rate put right puts it right too.
  exRate: () => ({ exRate: '1', cAmount: '1' }),
  currencyId: () => ({ currencyId: 1 }),
  cCurrencyId: () => ({ cCurrencyId: 1 }),
};

/** Every field's first problem (empty when the body would post), each with the message the server would give. */
export function allIssues<B extends PostTransactionBody>(body: B, schema: BodySchema = postTransactionBody): FormIssues {
  const issues: FormIssues = {};
  let probe: PostTransactionBody = body;
  for (let issue = firstIssue(probe, schema); issue && !(issue.field in issues); issue = firstIssue(probe, schema)) {
    issues[issue.field] = issue.message;
    const standIn = standIns[issue.field];
    if (!standIn) break;
    probe = { ...probe, ...standIn(probe) };
  }
  return issues;
}

export const errorIn = (issues: FormIssues) => (field: string) => issues[field];
