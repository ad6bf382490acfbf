import { fieldErrors, type FieldIssue } from '../../lib/field-errors';

/**
 * Each currency's first problem, in the user's language, from issues about `limits.{index}.…`: the shared schema's
 * before a save, or a refused save's 400. The card shows each under its currency's box.
 */
export function limitErrors(issues: readonly FieldIssue[], limits: readonly { currency: string }[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors(issues))) {
    const currency = limits[Number(path.split('.')[1])]?.currency;
    if (currency) found[currency] ??= message;
  }
  return found;
}
