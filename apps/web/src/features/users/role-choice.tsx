import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { roles } from '@sarafi/core';
import { useRoleLabel } from '../shell/use-role-label';

/** The role picker: each role with what it lets the user do, in the user's language, so an admin picks knowingly. */
export function RoleChoice({ field, error }: { field: UseFormRegisterReturn<'role'>; error?: string }) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  return (
    <fieldset className="space-y-2 sm:col-span-2" aria-invalid={Boolean(error)}>
      <legend className="mb-1 text-sm font-medium">{t('users.role')}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {roles.map((role) => (
          <label key={role} className="flex cursor-pointer items-start gap-2 rounded-md border border-border p-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5">
            <input type="radio" value={role} className="mt-1" data-testid={`role-${role}`} {...field} />
            <span>
              <span className="block font-medium">{roleLabel(role)}</span>
              <span className="block text-xs text-muted-foreground">{t(`users.roleHint.${role}`)}</span>
            </span>
          </label>
        ))}
      </div>
      {error && <p className="text-sm text-destructive">{error}</p>}
    </fieldset>
  );
}
