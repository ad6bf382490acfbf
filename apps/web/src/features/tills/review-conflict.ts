import { ApiError } from '../../lib/api';

/**
 * Whether an approval was refused because the shift changed after the owner opened it (a 409 naming that code): the
 * screen then says so where the button is, not only in a passing toast, and the owner reviews the figures again.
 */
export const changedSinceReview = (error: unknown) => error instanceof ApiError && error.status === 409 && error.serverCode === 'till.changedSinceReview';
