import { isDayClosed } from '@sarafi/core';
import { useClosedThrough } from './books-queries';

/**
 * Whether a day is closed, by core's one rule on the server's last closed day: screens disable what the server would
 * refuse instead of offering it (docs/architecture.md, The shop's day). Until the answer is in, nothing is disabled;
 * the server still refuses.
 */
export function useDayClosed() {
  const { data } = useClosedThrough();
  return (date: string | null | undefined) => isDayClosed(date, data?.closedThrough);
}
