import { useTranslation } from 'react-i18next';
import { isPermission, type Permission, type RoleChanges } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { useDateFormat } from '../../lib/use-date-format';
import { useRoleLabel } from '../shell/use-role-label';
import { LoadError, Spinner } from '../shell/status-pages';
import { useRoleChanges } from './use-roles';

type Change = RoleChanges['changes'][number];

/** A stored policy's grants; a value the history cannot read counts as none. */
function grantsIn(json: string): Permission[] {
  try {
    const value: unknown = JSON.parse(json);
    const list = typeof value === 'object' && value !== null && 'permissions' in value ? value.permissions : [];
    return Array.isArray(list) ? list.filter((p): p is Permission => typeof p === 'string' && isPermission(p)) : [];
  } catch {
    return [];
  }
}

/** The rights a change gave and took. */
function grantDifference({ oldValue, newValue }: Change) {
  const before = grantsIn(oldValue);
  const after = grantsIn(newValue);
  return { given: after.filter((p) => !before.includes(p)), taken: before.filter((p) => !after.includes(p)) };
}

/** The roles' change history: who saved which role, when, and which rights it gave or took. */
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
          const { given, taken } = grantDifference(change);
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
              {given.length === 0 && taken.length === 0 && <p className="text-muted-foreground">{t('roles.history.settings')}</p>}
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
