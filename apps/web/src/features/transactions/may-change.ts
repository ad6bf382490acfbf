import { documentRuleOf } from '@sarafi/core';

/** What the Search screen does to a stored transaction. */
export type ChangeAction = 'edit' | 'delete' | 'recover';

/**
 * Whether the role may edit, delete or recover a stored transaction of this type, by core's rule for its document
 * (the server's guard asks the same rule), so a screen shows only the buttons that will work: vouchers are the
 * admin's; a hawala's postings change only with their hawala, a commission posting only by reversing its run.
 */
export function mayChange(role: string, transType: string, action: ChangeAction): boolean {
  return documentRuleOf({ transType })?.may(role, action) ?? false;
}
