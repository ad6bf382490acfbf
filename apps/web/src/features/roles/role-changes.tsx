import { useTranslation } from 'react-i18next';
import { isPermission, type Permission, type RoleChanges } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { useDateFormat } from '../../lib/use-date-format';
import { useRoleLabel } from '../shell/use-role-label';
import { LoadError, Spinner } from '../shell/status-pages';
import { useRoleChanges } from './use-roles';

type Change = RoleChanges['changes'][number];

interface StoredPolicy {
  permissions: Permission[];
  changesNeedApproval?: boolean;
  limits?: string;
}

/** A policy's limits to compare: a currency with neither limit counts as not listed, in currency order. */
function limitsText(limits: unknown): string {
  if (!Array.isArray(limits)) return '[]';
  const set = limits.filter((l: { alone?: unknown; atAll?: unknown }) => l.alone != null || l.atAll != null);
  return JSON.stringify(set.sort((a: { currencyId: number }, b: { currencyId: number }) => a.currencyId - b.currencyId));
}

/** A stored policy as the history shows it; a value it cannot read counts as an empty one. */
function policyIn(json: string): StoredPolicy {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) return { permissions: [] };
    const { permissions, changesNeedApproval, limits } = value as Record<string, unknown>;
    return {
      permissions: Array.isArray(permissions) ? permissions.filter((p): p is Permission => typeof p === 'string' && isPermission(p)) : [],
      changesNeedApproval: typeof changesNeedApproval === 'boolean' ? changesNeedApproval : undefined,
      limits: limitsText(limits),
    };
  } catch {
    return { permissions: [] };
  }
}

/** What a change did: the rights it gave and took, the approval switch turned, whether the limits moved. */
function differenceOf({ oldValue, newValue }: Change) {
  const before = policyIn(oldValue);
  const after = policyIn(newValue);
  return {
    given: after.permissions.filter((p) => !before.permissions.includes(p)),
    taken: before.permissions.filter((p) => !after.permissions.includes(p)),
    approval: before.changesNeedApproval === after.changesNeedApproval ? undefined : after.changesNeedApproval,
    limits: before.limits !== after.limits,
  };
}

/** The roles' change history: who saved which role, when, and what it changed. */
export function RoleChangesCard() {
  const { t, i18n } = useTranslation();
  const dates = useDateFormat();
  const roleLabel = useRoleLabel();
  const { data, error, refetch } = useRoleChanges();
  const names = (list: Permission[]) => new Intl.ListFormat(i18n.language).format(list.map((p) => t(`roles.permissions.${p}.name`)));

  const body = () => {
    if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
    if (!data) return <Spinner />;
    if (data.changes.length === 0) return <p className="text-sm text-muted-foreground">{t('roles.history.none')}</p>;
    return (
      <ul className="divide-y divide-border" data-testid="role-changes">
        {data.changes.map((change) => {
          const { given, taken, approval, limits } = differenceOf(change);
          const when = dates.dateTime(change.createdAt);
          return (
            <li key={change.id} className="py-2 text-sm">
              <p>
                <span className="font-medium">{change.username}</span> · {roleLabel(change.role)} ·{' '}
                <time dateTime={change.createdAt} dir={dates.dirOf(when)}>
                  {when}
                </time>
              </p>
              {given.length > 0 && <p className="text-muted-foreground">{t('roles.history.given', { names: names(given) })}</p>}
              {taken.length > 0 && <p className="text-muted-foreground">{t('roles.history.taken', { names: names(taken) })}</p>}
              {approval !== undefined && <p className="text-muted-foreground">{t(approval ? 'roles.history.approvalOn' : 'roles.history.approvalOff')}</p>}
              {limits && <p className="text-muted-foreground">{t('roles.history.limits')}</p>}
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <Card aria-labelledby="role-changes-title">
      <h2 id="role-changes-title" className="mb-2 font-semibold">
        {t('roles.history.title')}
      </h2>
      {body()}
    </Card>
  );
}
