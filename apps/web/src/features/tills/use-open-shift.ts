import { can, grantsOf } from '@sarafi/core';
import { useCurrentUser } from '../auth/use-current-user';
import { useCurrentShift } from './tills-queries';

/**
 * The signed-in user's open shift, whose till their cash postings move in place of the safe; null without one, and
 * undefined while it is not known yet. A user without `my-till` never holds one, so nothing is asked.
 */
export function useOpenShift() {
  const { data: user } = useCurrentUser();
  const mayHoldTill = Boolean(user && can(grantsOf(user.permissions), 'my-till'));
  const current = useCurrentShift(mayHoldTill);
  if (!user) return { mayHoldTill, shift: undefined };
  if (!mayHoldTill) return { mayHoldTill, shift: null };
  if (!current.data) return { mayHoldTill, shift: undefined };
  const shift = current.data.shift;
  return { mayHoldTill, shift: shift?.status === 'open' ? shift : null };
}
