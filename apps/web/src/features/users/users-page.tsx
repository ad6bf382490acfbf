import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Plus, Users } from 'lucide-react';
import type { User } from '@sarafi/core';
import { apiRequest, errorMessage } from '../../lib/api';
import { Button } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { notify } from '../../components/ui/toaster';
import { currentUserKey, useCurrentUser } from '../auth/use-current-user';
import { LoadError, Spinner } from '../shell/status-pages';
import { TwoFactorSettingsCard } from '../two-factor/two-factor-settings-card';
import { useResetTwoFactor } from '../two-factor/two-factor-queries';
import { UserCard } from './user-card';
import { UserForm, type UserFormOutput } from './user-form';

const usersKey = ['/api/users'];

/** A refused password ('too easy to guess', 'too long') belongs under the password field, not only in a toast. */
export function UsersPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: me } = useCurrentUser();
  const { data: users, isLoading, error, refetch } = useQuery<User[]>({ queryKey: usersKey });
  const [adding, setAdding] = useState(false);
  // From the keyboard: the form opens on its first field (UserForm), and once saved or cancelled the focus goes back to
  // Add User, not to the page's top (the button is off while the form is open, so it is focused once it is on again).
  const addButtonId = useId();
  const wasAdding = useRef(false);
  useEffect(() => {
    if (wasAdding.current && !adding) document.getElementById(addButtonId)?.focus();
    wasAdding.current = adding;
  }, [adding, addButtonId]);
  const [editing, setEditing] = useState<User>();
  const [deleting, setDeleting] = useState<User>();
  const [deactivating, setDeactivating] = useState<User>();
  const [resetting, setResetting] = useState<User>();
  const resetTwoFactor = useResetTwoFactor();
  const refresh = () => queryClient.invalidateQueries({ queryKey: usersKey });

  /** A new role of one's own re-reads the current user, so the menu and guards follow. */
  const afterOwnChange = (user: User) => {
    if (user.id === me?.id) void queryClient.invalidateQueries({ queryKey: currentUserKey });
  };

  const create = useMutation({
    mutationFn: (values: UserFormOutput) => apiRequest<User>('POST', '/api/users', values),
    onSuccess: () => {
      notify.success(t('users.created'));
      setAdding(false);
      void refresh();
    },
    onError: (e) => notify.error(errorMessage(e, t('users.createFailed'))),
  });
  const update = useMutation({
    mutationFn: ({ user, values }: { user: User; values: UserFormOutput }) => apiRequest<User>('PATCH', `/api/users/${user.id}`, values),
    onSuccess: (_, { user }) => {
      notify.success(t('users.updated'));
      setEditing(undefined);
      void refresh();
      afterOwnChange(user);
    },
    onError: (e) => notify.error(errorMessage(e, t('users.updateFailed'))),
  });
  const setStatus = useMutation({
    mutationFn: (user: User) => apiRequest<User>('PATCH', `/api/users/${user.id}/status`, { isActive: !user.isActive }),
    onSuccess: () => {
      notify.success(t('users.statusUpdated'));
      void refresh();
    },
    onError: (e) => notify.error(errorMessage(e, t('users.statusFailed'))),
  });
  const remove = useMutation({
    mutationFn: (user: User) => apiRequest<void>('DELETE', `/api/users/${user.id}`),
    onSuccess: () => {
      notify.success(t('users.deleted'));
      void refresh();
    },
    onError: (e) => notify.error(errorMessage(e, t('users.deleteFailed'))),
  });

  const list = () => {
    if (isLoading) return <Spinner />;
    if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
    if (!users?.length) {
      return (
        <Card className="py-10 text-center text-muted-foreground">
          <Users className="mx-auto mb-2 h-8 w-8" aria-hidden />
          {t('users.empty')}
        </Card>
      );
    }
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {users.map((user) => (
          <UserCard
            key={user.id}
            user={user}
            isSelf={user.id === me?.id}
            statusPending={setStatus.isPending && setStatus.variables?.id === user.id}
            onEdit={() => setEditing(user)}
            onToggleStatus={() => (user.isActive ? setDeactivating(user) : setStatus.mutate(user))}
            onDelete={() => setDeleting(user)}
            onResetTwoFactor={() => setResetting(user)}
          />
        ))}
      </div>
    );
  };

  return (
    <div>
      <PageHeader title={t('users.title')} subtitle={t('users.subtitle')}>
        <Button id={addButtonId} onClick={() => setAdding(true)} disabled={adding}>
          <Plus className="h-4 w-4" aria-hidden />
          {t('users.addUser')}
        </Button>
      </PageHeader>

      {adding && (
        <Card className="mb-6">
          <h2 className="mb-4 text-lg font-semibold">{t('users.addTitle')}</h2>
          <UserForm
            pending={create.isPending}
            failure={create.error}
            onSubmit={(values) => create.mutate(values)}
            onCancel={() => setAdding(false)}
          />
        </Card>
      )}

      <TwoFactorSettingsCard />

      {list()}

      <Dialog open={Boolean(editing)} onOpenChange={(open) => !open && setEditing(undefined)} title={t('users.editTitle')} description={editing?.username}>
        {editing && (
          <UserForm
            key={editing.id}
            user={editing}
            pending={update.isPending}
            failure={update.error}
            onSubmit={(values) => update.mutate({ user: editing, values })}
            onCancel={() => setEditing(undefined)}
          />
        )}
      </Dialog>

      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('users.deleteTitle', { username: deleting?.username })}
        text={t('users.deleteText')}
        confirmLabel={t('common.delete')}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />

      <ConfirmDialog
        open={Boolean(deactivating)}
        title={t('users.deactivateTitle', { username: deactivating?.username })}
        text={t('users.deactivateText')}
        confirmLabel={t('users.deactivate')}
        onOpenChange={(open) => !open && setDeactivating(undefined)}
        onConfirm={() => deactivating && setStatus.mutate(deactivating)}
      />

      <ConfirmDialog
        open={Boolean(resetting)}
        title={t('twoFactor.resetTitle', { username: resetting?.username })}
        text={t('twoFactor.resetText')}
        confirmLabel={t('twoFactor.reset')}
        onOpenChange={(open) => !open && setResetting(undefined)}
        onConfirm={() =>
          resetting &&
          resetTwoFactor.mutate(resetting, {
            onSuccess: () => notify.success(t('twoFactor.resetDone')),
            onError: (e) => notify.error(errorMessage(e, t('twoFactor.resetFailed'))),
          })
        }
      />
    </div>
  );
}
