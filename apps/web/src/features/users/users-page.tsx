import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pencil, Plus, Trash2, Users } from 'lucide-react';
import type { User } from '@sarafi/core';
import { apiRequest, errorMessage } from '../../lib/api';
import { Button } from '../../components/ui/button';
import { Badge, Card, PageHeader } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notify } from '../../components/ui/toaster';
import { Spinner } from '../shell/status-pages';
import { UserForm } from './user-form';

const usersKey = ['/api/users'];
const roleColour = { admin: 'bg-purple-100 text-purple-800', operator: 'bg-amber-100 text-amber-800', user: 'bg-slate-100 text-slate-800' };

export function UsersPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: users, isLoading } = useQuery<User[]>({ queryKey: usersKey });
  const [editing, setEditing] = useState<User | 'new'>();
  const [deleting, setDeleting] = useState<User>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: usersKey });

  const save = useMutation({
    mutationFn: (values: object) =>
      editing && editing !== 'new' ? apiRequest('PATCH', `/api/users/${editing.id}`, values) : apiRequest('POST', '/api/users', values),
    onSuccess: () => {
      notify.success(editing === 'new' ? t('users.created') : t('users.updated'));
      setEditing(undefined);
      void refresh();
    },
    onError: (error) => notify.error(errorMessage(error, editing === 'new' ? t('users.createFailed') : t('users.updateFailed'))),
  });
  const setStatus = useMutation({
    mutationFn: (user: User) => apiRequest('PATCH', `/api/users/${user.id}/status`, { isActive: !user.isActive }),
    onSuccess: () => (notify.success(t('users.statusUpdated')), refresh()),
    onError: (error) => notify.error(errorMessage(error, t('users.statusFailed'))),
  });
  const remove = useMutation({
    mutationFn: (user: User) => apiRequest('DELETE', `/api/users/${user.id}`),
    onSuccess: () => (notify.success(t('users.deleted')), refresh()),
    onError: (error) => notify.error(errorMessage(error, t('users.deleteFailed'))),
  });

  return (
    <div>
      <PageHeader title={t('users.title')} subtitle={t('users.subtitle')}>
        <Button onClick={() => setEditing('new')}>
          <Plus className="h-4 w-4" aria-hidden />
          {t('users.addUser')}
        </Button>
      </PageHeader>

      {editing && (
        <UserForm
          key={editing === 'new' ? 'new' : editing.id}
          user={editing === 'new' ? undefined : editing}
          pending={save.isPending}
          onSubmit={(values) => save.mutate(values)}
          onCancel={() => setEditing(undefined)}
        />
      )}

      {isLoading ? (
        <Spinner />
      ) : !users?.length ? (
        <Card className="py-10 text-center text-muted-foreground">
          <Users className="mx-auto mb-2 h-8 w-8" aria-hidden />
          {t('users.empty')}
        </Card>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {users.map((user) => (
            <Card key={user.id} data-testid={`user-card-${user.username}`}>
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="truncate font-semibold">{user.username}</p>
                  {user.fullName && <p className="truncate text-sm">{user.fullName}</p>}
                  <p className="truncate text-sm text-muted-foreground">{user.email}</p>
                </div>
                <div className="flex flex-col items-end gap-1">
                  <Badge className={roleColour[user.role]}>{t(`app.roles.${user.role}`)}</Badge>
                  <Badge className={user.isActive ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800'}>
                    {user.isActive ? t('common.active') : t('common.inactive')}
                  </Badge>
                </div>
              </div>
              <div className="mt-4 flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => setEditing(user)}>
                  <Pencil className="h-3 w-3" aria-hidden />
                  {t('common.edit')}
                </Button>
                <Button size="sm" variant="outline" disabled={setStatus.isPending} onClick={() => setStatus.mutate(user)}>
                  {user.isActive ? t('users.deactivate') : t('users.activate')}
                </Button>
                <Button size="sm" variant="destructive" onClick={() => setDeleting(user)}>
                  <Trash2 className="h-3 w-3" aria-hidden />
                  {t('common.delete')}
                </Button>
              </div>
            </Card>
          ))}
        </div>
      )}

      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('users.deleteTitle', { username: deleting?.username })}
        text={t('users.deleteText')}
        confirmLabel={t('common.delete')}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}
