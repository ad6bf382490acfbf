import { can, grantsOf } from '@sarafi/core';
import { ApiError } from '../../lib/api';
import { useCurrentUser } from '../auth/use-current-user';

interface RefusedPosting<V> {
  error: unknown;
  /** The body the refused save sent. */
  variables: V | undefined;
  mutate: (body: V) => void;
}

/**
 * Saving again past a partner's credit limit, offered when the server refused the last save for that limit and the
 * signed-in user may decide so (the server checks the same permission and keeps the decision with the posting;
 * docs/decisions.md, Partners): the same body with `creditLimitOverride`. Undefined when not offered.
 */
export function useCreditLimitOverride<V extends { creditLimitOverride?: boolean }>(post: RefusedPosting<V>): (() => void) | undefined {
  const user = useCurrentUser();
  const refused = post.variables;
  const offered = post.error instanceof ApiError && post.error.serverCode === 'partner.overLimit' && !!user.data && can(grantsOf(user.data.permissions), 'partners-admin');
  return offered && refused ? () => post.mutate({ ...refused, creditLimitOverride: true }) : undefined;
}
