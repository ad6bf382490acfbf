import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createUserBody, roles, updateUserBody, type User } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, Input, Select } from '../../components/ui/field';

type CreateInput = z.input<typeof createUserBody>;
type UpdateInput = z.input<typeof updateUserBody>;

interface UserFormProps {
  /** The user being edited; absent when adding. */
  user?: User;
  pending: boolean;
  onSubmit: (values: z.output<typeof createUserBody> | z.output<typeof updateUserBody>) => void;
  onCancel: () => void;
}

/** One form for add and edit, validated by the same schemas as the server (password optional on edit). */
export function UserForm({ user, pending, onSubmit, onCancel }: UserFormProps) {
  const { t } = useTranslation();
  const schema = user ? updateUserBody : createUserBody;
  const form = useForm<CreateInput | UpdateInput, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      username: user?.username ?? '',
      fullName: user?.fullName ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      password: '',
      role: user?.role ?? 'user',
    },
  });
  const errors = form.formState.errors;
  return (
    <Card className="mb-6">
      <h2 className="mb-4 text-lg font-semibold">{user ? t('users.editTitle') : t('users.addTitle')}</h2>
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2" noValidate>
        <Field label={t('users.username')} error={errors.username?.message}>
          {(props) => <Input {...props} autoComplete="off" {...form.register('username')} />}
        </Field>
        <Field label={t('users.fullName')} error={errors.fullName?.message}>
          {(props) => <Input {...props} {...form.register('fullName')} />}
        </Field>
        <Field label={t('users.email')} error={errors.email?.message}>
          {(props) => <Input {...props} type="email" {...form.register('email')} />}
        </Field>
        <Field label={t('users.phone')} error={errors.phone?.message}>
          {(props) => <Input {...props} type="tel" {...form.register('phone')} />}
        </Field>
        <Field label={user ? t('users.passwordKeep') : t('users.password')} error={errors.password?.message}>
          {(props) => <Input {...props} type="password" autoComplete="new-password" {...form.register('password')} />}
        </Field>
        <Field label={t('users.role')} error={errors.role?.message}>
          {(props) => (
            <Select {...props} {...form.register('role')}>
              {roles.map((role) => (
                <option key={role} value={role}>
                  {t(`app.roles.${role}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="flex gap-2 sm:col-span-2">
          <Button type="submit" disabled={pending}>
            {pending ? t('common.saving') : t('common.save')}
          </Button>
          <Button variant="outline" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
