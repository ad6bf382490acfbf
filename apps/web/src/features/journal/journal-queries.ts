import { useQuery } from '@tanstack/react-query';
import type { JournalVerdict } from '@sarafi/core';

/** GET /api/journal/verify, only when the owner asks (it reads the whole journal); never reused from a cache. */
export function useJournalVerdict() {
  return useQuery<JournalVerdict>({ queryKey: ['/api/journal/verify'], enabled: false, staleTime: 0, gcTime: 0, retry: false });
}
