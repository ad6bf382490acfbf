import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFixedPermissions, isFixedPermission, permissions, updateRolesBody, type Currency, type Permission, type RolesResponse } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { SaveButton } from '../../components/ui/save-button';
import { notify } from '../../components/ui/toaster';
import { ApiError, errorMessage } from '../../lib/api';
import { fieldErrors, type FieldIssue } from '../../lib/field-errors';
import { AmountInput } from '../transactions/amount-input';
import { useRoleLabel } from '../shell/use-role-label';
import { bodyOf, draftOf, listedCurrencies, type RoleDraft } from './role-draft';
import { useSaveRole } from './use-roles';

type Policy = RolesResponse['roles'][number];
type Box = 'alone' | 'atAll';

/** Issues by box ('3.alone'), from the body's paths 'roles.0.limits.{i}.alone'. */
function boxErrors(issues: readonly FieldIssue[], currencyIds: readonly number[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors(issues))) {
    const [, , , index, box] = path.split('.');
    const id = currencyIds[Number(index)];
    if (id !== undefined && box) found[`${id}.${box}`] ??= message;
  }
  return found;
}

/**
 * One role (docs/decisions.md, Roles the owner shapes): what it may do, whether its edits, deletes and recovers need a
 * second person, and per currency what it posts alone and at all. Saving sends this role only; the shared schema
 * checks the limit boxes first, so a refused one says why under itself, and the server's refusal is shown translated.
 */
export function RoleCard({ policy, currencies }: { policy: Policy; currencies: readonly Currency[] }) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const role = policy.role;
  const listed = listedCurrencies(policy, currencies);
  const [draft, setDraft] = useState<RoleDraft>(() => draftOf(policy, listed));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveRole();
  const titleId = `role-${role}-title`;

  const toggle = (permission: Permission, on: boolean) =>
    setDraft((d) => {
      const next = new Set(d.permissions);
      if (on) next.add(permission);
      else next.delete(permission);
      return { ...d, permissions: next };
    });
  const setBox = (currencyId: number, box: Box, text: string) =>
    setDraft((d) => ({ ...d, limits: { ...d.limits, [currencyId]: { ...d.limits[currencyId]!, [box]: text } } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(role, draft);
    const ids = body.roles[0]!.limits.map((l) => l.currencyId);
    const parsed = updateRolesBody.safeParse(body);
    setErrors(boxErrors(parsed.error?.issues ?? [], ids));
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        const stored = saved.roles.find((r) => r.role === role);
        if (stored) setDraft(draftOf(stored, listedCurrencies(stored, currencies)));
        notify.success(t('roles.saved', { role: roleLabel(role) }));
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(boxErrors(error.fieldIssues, ids));
        notify.error(errorMessage(error, t('roles.saveFailed')));
      },
    });
  };

  const fixedReason = (permission: Permission) =>
    role === 'admin' && adminFixedPermissions.includes(permission) ? t('roles.fixed.admin') : t('roles.fixed.everyone');

  return (
    <Card aria-labelledby={titleId} data-testid={`role-${role}`}>
      <h2 id={titleId} className="text-lg font-semibold">
        {roleLabel(role)}
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">{t(`roles.hint.${role}`)}</p>
      <form onSubmit={submit} noValidate className="space-y-6">
        <fieldset>
          <legend className="mb-2 font-medium">{t('roles.permissionsTitle')}</legend>
          <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
            {permissions.map((permission) => {
              const fixed = isFixedPermission(role, permission);
              const id = `role-${role}-${permission}`;
              return (
                <div key={permission} className="flex items-start gap-2 rounded-md border border-border p-2 text-sm has-[:checked]:border-primary/60 has-[:checked]:bg-primary/5">
                  <input
                    id={id}
                    type="checkbox"
                    className="mt-1 size-4 shrink-0"
                    data-testid={id}
                    checked={fixed || draft.permissions.has(permission)}
                    disabled={fixed}
                    aria-describedby={`${id}-hint`}
                    onChange={(event) => toggle(permission, event.target.checked)}
                  />
                  <div className="min-w-0">
                    <label htmlFor={id} className="block font-medium">
                      {t(`roles.permissions.${permission}.name`)}
                    </label>
                    <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                      {t(`roles.permissions.${permission}.hint`)}
                      {fixed && <span className="block text-slate-700">{fixedReason(permission)}</span>}
                    </p>
                  </div>
                </div>
              );
            })}
          </div>
        </fieldset>

        <div className="flex items-start gap-2 text-sm">
          <input
            id={`role-${role}-approval`}
            type="checkbox"
            className="mt-1 size-4 shrink-0"
            data-testid={`role-${role}-approval`}
            checked={draft.changesNeedApproval}
            aria-describedby={`role-${role}-approval-hint`}
            onChange={(event) => setDraft((d) => ({ ...d, changesNeedApproval: event.target.checked }))}
          />
          <div>
            <label htmlFor={`role-${role}-approval`} className="block font-medium">
              {t('roles.changesNeedApproval')}
            </label>
            <p id={`role-${role}-approval-hint`} className="text-xs text-muted-foreground">
              {t('roles.changesNeedApprovalHint')}
            </p>
          </div>
        </div>

        <fieldset>
          <legend className="mb-1 font-medium">{t('roles.limitsTitle')}</legend>
          <p className="mb-2 text-xs text-muted-foreground">{t('roles.limitsHint')}</p>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {listed.map((currency) => (
              <div key={currency.id} className="grid grid-cols-2 gap-2 rounded-md border border-border p-2" data-testid={`role-${role}-limits-${currency.code}`}>
                {(['alone', 'atAll'] as const).map((box) => (
                  <Field key={box} label={t(`roles.${box}`, { currency: currency.code })} error={errors[`${currency.id}.${box}`]}>
                    {(control) => (
                      <AmountInput
                        {...control}
                        data-testid={`role-${role}-${box}-${currency.code}`}
                        value={draft.limits[currency.id]?.[box] ?? ''}
                        onValueChange={(text) => setBox(currency.id, box, text)}
                      />
                    )}
                  </Field>
                ))}
              </div>
            ))}
          </div>
        </fieldset>

        <div className="flex justify-end">
          <SaveButton pending={save.isPending} data-testid={`role-${role}-save`} />
        </div>
      </form>
    </Card>
  );
}
