import { useQuery } from '@tanstack/react-query';
import type { SignedInUser } from '@sarafi/core';
import { applyLanguage } from '../../i18n/language';
import { apiRequest } from '../../lib/api';
import { rememberShopTimeZone } from '../../lib/shop-day';

export const currentUserKey = ['/api/auth/me'];

/**
 * docs/architecture.md, Screens, Application shell: any failure of the check (401, server down) means "not signed in"; never served from a cache.
 * The user's language is applied before the answer is handed out, so the first screen after the spinner (and after
 * the reload that follows sign-in) is already in it, with no English flash.
 */
export function useCurrentUser() {
  return useQuery({
    queryKey: currentUserKey,
    queryFn: async () => {
      let user: SignedInUser;
      try {
        user = await apiRequest<SignedInUser>('GET', '/api/auth/me');
      } catch {
        return null;
      }
      rememberShopTimeZone(user.shopTimeZone);
      await applyLanguage(user.language);
      return user;
    },
    gcTime: 0,
  });
}
