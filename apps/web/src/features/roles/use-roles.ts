import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RoleChanges, RolesResponse, UpdateRolesInput } from '@sarafi/core';
import { apiRequest } from '../../lib/api';
import { currentUserKey } from '../auth/use-current-user';

const rolesKey = ['/api/roles'];
const changesKey = ['/api/roles/changes'];

/** Every role with its grants, limits and flag, as the server holds them. */
export const useRoles = () => useQuery({ queryKey: rolesKey, queryFn: () => apiRequest<RolesResponse>('GET', '/api/roles') });

/** Who changed which role and when, newest first as the server lists them. */
export const useRoleChanges = () => useQuery({ queryKey: changesKey, queryFn: () => apiRequest<RoleChanges>('GET', '/api/roles/changes') });

/**
 * Saves one role (the body holds only it, so the others stay as stored). The answer is every role; the history and
 * the signed-in user's own grants (menu, guards) are read again, since the admin may have changed their own role.
 */
export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRolesInput) => apiRequest<RolesResponse>('PUT', '/api/roles', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(rolesKey, saved);
      void queryClient.invalidateQueries({ queryKey: changesKey });
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}
