import { useEffect } from 'react';
import i18n from 'i18next';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { translateMessage } from '../i18n/server-errors';
import { ApiError, type FieldIssue } from './api';

export type { FieldIssue };


/** The field an issue is about, as react-hook-form names it: 'amount', 'limits.0.amount'. */
export const issuePath = (issue: FieldIssue) => (typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.'));

/**
 * A code of ours names a catalogue entry; zod's own issue codes ('custom', 'too_small') on the shared schemas' issues
 * do not, and 'validation' names no message. Those issues are found by their words instead.
 */
const catalogueCode = (code: string | undefined) => (code !== undefined && code !== 'validation' && i18n.exists(`errors.${code}`, { lng: 'en' }) ? code : undefined);

/**
 * The issue in the user's language, found by its code: the server's, else the catalogue code of the schema's English
 * words. Words outside the catalogues stay as they came.
 */
export const issueMessage = (issue: FieldIssue) => translateMessage(issue.message, catalogueCode(issue.code), issue.params);

/** The first issue of each field, in the schema's order, translated. */
export function fieldErrors(issues: readonly FieldIssue[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) found[issuePath(issue)] ??= issueMessage(issue);
  return found;
}

/** Puts each field's first issue on a react-hook-form form, focusing the first; false when there was none to put. */
export function setFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>, issues: readonly FieldIssue[]): boolean {
  const entries = Object.entries(fieldErrors(issues));
  entries.forEach(([path, message], index) => setError(path as FieldPath<T>, { type: 'server', message }, { shouldFocus: index === 0 }));
  return entries.length > 0;
}

/** Only the first issue, for rules that stop at the first problem as the server does. */
export function firstFieldError(issues: readonly FieldIssue[]): { field: string; message: string } | null {
  const issue = issues[0];
  return issue ? { field: issuePath(issue), message: issueMessage(issue) } : null;
}

const noField = () => undefined;

/**
 * A failed save's reasons under the fields of a react-hook-form form, in the user's language: a 400's field issues
 * by their paths, or a refusal whose code `fieldOfCode` places under one field (a password too easy to guess). Give a
 * `fieldOfCode` defined outside the component: a new one each render would place the errors again and again.
 */
export function useServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  failure: unknown,
  fieldOfCode: (code: string) => FieldPath<T> | undefined = noField,
) {
  useEffect(() => {
    if (!(failure instanceof ApiError)) return;
    const { serverCode: code, serverMessage: message } = failure;
    const field = code === undefined ? undefined : fieldOfCode(code);
    setFieldErrors(setError, field && message ? [{ path: field, message, code, params: failure.serverParams }] : failure.fieldIssues);
  }, [failure, setError, fieldOfCode]);
}
