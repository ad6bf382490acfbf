import { useState } from 'react';
import { can, grantsOf } from '@sarafi/core';
import { ApiError } from '../../lib/api';
import { useCurrentUser } from '../auth/use-current-user';

export interface OverLimitPass {
  /** The hawala refused. */
  id: number;
  /** The server's refusal in the reader's language: the limit and what the partner would owe. */
  message: string;
}

/**
 * A pass the server refused for the partner's credit limit (409 partner.overLimit). For an admin it is kept, so the
 * screen can offer to pass anyway with a reason; anyone else just reads the refusal.
 */
export function useOverLimit() {
  const { data: user } = useCurrentUser();
  const [refused, setRefused] = useState<OverLimitPass | null>(null);
  /** True when the refusal was taken up here (the admin's dialog opens); false leaves it to the caller's toast. */
  const offer = (error: unknown, { id }: { id: number }) => {
    if (!(error instanceof ApiError && error.status === 409 && error.serverCode === 'partner.overLimit')) return false;
    if (!user || !can(grantsOf(user.permissions), 'partners-admin')) return false;
    setRefused({ id, message: error.localizedMessage ?? '' });
    return true;
  };
  return { refused, offer, dismiss: () => setRefused(null) };
}
