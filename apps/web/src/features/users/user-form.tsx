import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createUserBody, updateUserBody, type User } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { SaveButton } from '../../components/ui/save-button';
import { Field, Input } from '../../components/ui/field';
import { translateMessage } from '../../i18n/server-errors';
import { useServerFieldErrors } from '../../lib/field-errors';
import { RoleChoice } from './role-choice';

/** Whether a password is too easy to guess is judged on the server only; its refusal belongs under the field. */
const passwordField = (code: string) => (code.startsWith('user.password') ? ('password' as const) : undefined);

type FormInput = z.input<typeof createUserBody> | z.input<typeof updateUserBody>;
export type UserFormOutput = z.output<typeof createUserBody> | z.output<typeof updateUserBody>;

interface UserFormProps {
  /** The user being edited; absent when adding. */
  user?: User;
  pending: boolean;
  /** The last save's failure: its reasons are shown under their fields. */
  failure?: unknown;
  onSubmit: (values: UserFormOutput) => void;
  onCancel: () => void;
}

/**
 * Only the add form takes the focus itself: the edit dialog moves it in and, on close, back to the Edit button that
 * opened it, which an autoFocus inside the dialog would make it forget (it would return to the removed field).
 *
 * One form for add and edit, validated by the server's own schemas so the field messages match. On edit a blank
 * password keeps the current one: the schema turns '' into undefined, which JSON then leaves out.
 */
export function UserForm({ user, pending, failure, onSubmit, onCancel }: UserFormProps) {
  const { t } = useTranslation();
  const form = useForm<FormInput, unknown, UserFormOutput>({
    resolver: zodResolver(user ? updateUserBody : createUserBody),
    defaultValues: {
      username: user?.username ?? '',
      fullName: user?.fullName ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      password: '',
      role: user?.role ?? 'user',
    },
  });
  useServerFieldErrors(form.setError, failure, passwordField);
  const errors = form.formState.errors;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2" noValidate>
      <Field label={t('users.username')} error={errors.username?.message}>
        {(props) => <Input {...props} autoFocus={!user} autoComplete="off" maxLength={100} {...form.register('username')} />}
      </Field>
      <Field label={t('users.fullName')} error={errors.fullName?.message}>
        {(props) => <Input {...props} autoComplete="off" maxLength={255} {...form.register('fullName')} />}
      </Field>
      <Field label={t('users.email')} hint={t('users.emailOptional')} error={errors.email?.message}>
        {(props) => <Input {...props} type="email" autoComplete="off" maxLength={255} {...form.register('email')} />}
      </Field>
      <Field label={t('users.phone')} error={errors.phone?.message}>
        {(props) => <Input {...props} type="tel" autoComplete="off" maxLength={50} {...form.register('phone')} />}
      </Field>
      <Field
        label={t('users.password')}
        hint={user ? t('users.passwordKeep') : t('users.passwordRule')}
        error={errors.password?.message}
      >
        {(props) => <Input {...props} type="password" autoComplete="new-password" {...form.register('password')} />}
      </Field>
      <RoleChoice field={form.register('role')} error={errors.role?.message && translateMessage(errors.role.message)} />
      <div className="flex gap-2 sm:col-span-2">
        <SaveButton pending={pending} />
        <Button variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
