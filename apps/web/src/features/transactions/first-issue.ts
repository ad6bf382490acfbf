import { postTransactionBody, type PostTransactionBody } from '@sarafi/core';
import type { z } from 'zod';

export interface FormIssue {
  field: string;
  message: string;
}

/** The posting rules, or the edit rules that put SPEC §5's edit messages first. */
interface BodySchema {
  safeParse: (data: unknown) => z.ZodSafeParseResult<unknown>;
}

function check<B extends PostTransactionBody>(body: B, schema: BodySchema): FormIssue | null {
  const result = schema.safeParse(body);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return { field: String(issue.path[0] ?? ''), message: issue.message };
}

/**
 * The server's own validation (SPEC §5 messages, same order), run before sending so the form can point at the
 * field. An exchange without a usable rate has a zero selling amount because of the rate, so the rate is named.
 */
export function firstIssue<B extends PostTransactionBody>(body: B, schema: BodySchema = postTransactionBody): FormIssue | null {
  const issue = check(body, schema);
  if (issue?.field !== 'cAmount') return issue;
  const rateIssue = check({ ...body, cAmount: '1' }, schema);
  return rateIssue?.field === 'exRate' ? rateIssue : issue;
}

export const errorFor = (issue: FormIssue | null) => (field: string) => (issue?.field === field ? issue.message : undefined);
