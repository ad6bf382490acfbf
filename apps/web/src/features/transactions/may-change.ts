import { can } from '@sarafi/core';

/** What the Search screen does to a stored transaction. */
export type ChangeAction = 'edit' | 'delete' | 'recover';

/**
 * Whether the role may edit, delete or recover a stored transaction of this type, as the server judges it, so a screen
 * shows only the buttons that will work: vouchers move the shop's cash and need the debit or credit right; a hawala
 * payout is never edited here and comes back only by passing its hawala again; a commission posting changes only by
 * reversing its run. The one place the web asks this, to be answered by core's per-document rules once they are in.
 */
export function mayChange(role: string, transType: string, action: ChangeAction): boolean {
  if (transType === 'Debit') return can(role, 'debit');
  if (transType === 'Credit') return can(role, 'credit');
  if (transType === 'Commission') return false;
  if (transType === 'Hawala') return action === 'delete' && can(role, 'search');
  return can(role, 'search');
}
