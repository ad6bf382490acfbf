import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@sarafi/core';
import { apiRequest } from '../../lib/api';

export const currentUserKey = ['/api/auth/me'];

/** SPEC §2.1: any failure of the check (401, server down) means "not signed in"; never served from a cache. */
export function useCurrentUser() {
  return useQuery({
    queryKey: currentUserKey,
    queryFn: async () => {
      try {
        return await apiRequest<CurrentUser>('GET', '/api/auth/me');
      } catch {
        return null;
      }
    },
    gcTime: 0,
  });
}
