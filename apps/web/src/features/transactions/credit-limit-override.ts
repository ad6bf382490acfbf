import { ApiError } from '../../lib/api';
import { useCurrentUser } from '../auth/use-current-user';

interface RefusedPosting<V> {
  error: unknown;
  /** The body the refused save sent. */
  variables: V | undefined;
  mutate: (body: V) => void;
}

/** True when the server refused the save for a partner's credit limit. */
export const refusedForCreditLimit = (error: unknown) => error instanceof ApiError && error.serverCode === 'partner.overLimit';

/**
 * Saving again past a partner's credit limit, offered when the server refused the last save for that limit: the same
 * body with `creditLimitOverride`. An admin's posts (kept with the posting; docs/decisions.md, Partners), anyone
 * else's becomes a request an approver grants (docs/decisions.md, Approvals). Undefined when not offered.
 */
export function useCreditLimitOverride<V extends { creditLimitOverride?: boolean }>(post: RefusedPosting<V>): (() => void) | undefined {
  const user = useCurrentUser();
  const refused = post.variables;
  const offered = refusedForCreditLimit(post.error) && !!user.data;
  return offered && refused ? () => post.mutate({ ...refused, creditLimitOverride: true }) : undefined;
}
