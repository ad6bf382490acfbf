import { postTransactionBody, type PostTransactionBody } from '@sarafi/core';

export interface FormIssue {
  field: string;
  message: string;
}

function check(body: PostTransactionBody): FormIssue | null {
  const result = postTransactionBody.safeParse(body);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return { field: String(issue.path[0] ?? ''), message: issue.message };
}

/**
 * The server's own validation (SPEC §5 messages, same order), run before sending so the form can point at the
 * field. An exchange without a usable rate has a zero selling amount because of the rate, so the rate is named.
 */
export function firstIssue(body: PostTransactionBody): FormIssue | null {
  const issue = check(body);
  if (issue?.field !== 'cAmount') return issue;
  const rateIssue = check({ ...body, cAmount: '1' });
  return rateIssue?.field === 'exRate' ? rateIssue : issue;
}

export const errorFor = (issue: FormIssue | null) => (field: string) => (issue?.field === field ? issue.message : undefined);
