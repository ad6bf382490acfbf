import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Mail, Pencil, Phone, Power, ShieldOff, Trash2 } from 'lucide-react';
import type { Role, User } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Badge, Card, type BadgeProps } from '../../components/ui/card';
import { useRoleLabel } from '../shell/use-role-label';

const roleBadge: Record<Role, BadgeProps['variant']> = { admin: 'accent', operator: 'warning', user: 'neutral' };

interface UserCardProps {
  user: User;
  /** The signed-in admin's own card: marked, and without Deactivate and Delete (the server refuses both). */
  isSelf: boolean;
  statusPending: boolean;
  onEdit: () => void;
  onToggleStatus: () => void;
  onDelete: () => void;
  /** Turns off the user's two-step sign-in (a lost phone); offered only while it is on. */
  onResetTwoFactor: () => void;
}

/** A user's card; its buttons are named plainly ('Edit', 'Delete') and the card's label says whose they are. */
export function UserCard({ user, isSelf, statusPending, onEdit, onToggleStatus, onDelete, onResetTwoFactor }: UserCardProps) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const nameId = useId();
  return (
    <Card role="group" aria-labelledby={nameId} data-testid={`user-card-${user.username}`} className="flex flex-col">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p id={nameId} className="truncate font-semibold">
            {user.username}
          </p>
          {user.fullName && <p className="truncate text-sm">{user.fullName}</p>}
        </div>
        <div className="flex flex-col items-end gap-1">
          {isSelf && <Badge variant="info">{t('users.you')}</Badge>}
          <Badge variant={roleBadge[user.role] ?? 'neutral'}>{roleLabel(user.role)}</Badge>
          <Badge variant={user.isActive ? 'success' : 'danger'}>{user.isActive ? t('common.active') : t('common.inactive')}</Badge>
          {user.twoFactor && <Badge variant="info">{t('twoFactor.badge')}</Badge>}
        </div>
      </div>
      <dl className="mt-3 space-y-1 text-sm text-muted-foreground">
        {user.email && (
          <div className="flex items-center gap-2">
            <dt>
              <Mail className="h-3.5 w-3.5" role="img" aria-label={t('users.email')} />
            </dt>
            <dd className="truncate">{user.email}</dd>
          </div>
        )}
        {user.phone && (
          <div className="flex items-center gap-2">
            <dt>
              <Phone className="h-3.5 w-3.5" role="img" aria-label={t('users.phone')} />
            </dt>
            <dd className="truncate" dir="ltr">
              {user.phone}
            </dd>
          </div>
        )}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Button size="sm" variant="outline" onClick={onEdit}>
          <Pencil className="h-3.5 w-3.5" aria-hidden />
          {t('common.edit')}
        </Button>
        {user.twoFactor && (
          <Button size="sm" variant="outline" onClick={onResetTwoFactor}>
            <ShieldOff className="h-3.5 w-3.5" aria-hidden />
            {t('twoFactor.reset')}
          </Button>
        )}
        {!isSelf && (
          <>
            <Button size="sm" variant="outline" disabled={statusPending} onClick={onToggleStatus}>
              <Power className="h-3.5 w-3.5" aria-hidden />
              {user.isActive ? t('users.deactivate') : t('users.activate')}
            </Button>
            <Button size="sm" variant="destructive" onClick={onDelete}>
              <Trash2 className="h-3.5 w-3.5" aria-hidden />
              {t('common.delete')}
            </Button>
          </>
        )}
      </div>
      {isSelf && <p className="mt-2 text-xs text-muted-foreground">{t('users.ownAccountHint')}</p>}
    </Card>
  );
}
