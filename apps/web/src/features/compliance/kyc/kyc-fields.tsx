import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { idTypes, type Account, type createAccountBody } from '@sarafi/core';
import { DateInput } from '../../../components/ui/date-input';
import { Field, Input, Select } from '../../../components/ui/field';

type FormInput = z.input<typeof createAccountBody>;

/** An account's KYC fields as the form starts them: blank where nothing is recorded. */
export const kycFormValues = (account?: Account): Pick<FormInput, 'idType' | 'idNumber' | 'idIssueDate' | 'idExpiryDate' | 'nationality' | 'occupation'> => ({
  idType: account?.idType ?? null,
  idNumber: account?.idNumber ?? '',
  idIssueDate: account?.idIssueDate ?? '',
  idExpiryDate: account?.idExpiryDate ?? '',
  nationality: account?.nationality ?? '',
  occupation: account?.occupation ?? '',
});

/**
 * The identity document section of the account form (docs/decisions.md, Compliance: know your customer). Core's
 * account schema checks it, as the server does; dates are typed in the user's calendar.
 */
export function KycFields({ form }: { form: UseFormReturn<FormInput, unknown, z.output<typeof createAccountBody>> }) {
  const { t } = useTranslation();
  const errors = form.formState.errors;
  const date = (name: 'idIssueDate' | 'idExpiryDate') => (props: Parameters<Parameters<typeof Field>[0]['children']>[0]) => (
    <Controller control={form.control} name={name} render={({ field }) => <DateInput {...props} name={field.name} value={field.value ?? ''} onChange={field.onChange} />} />
  );
  return (
    <fieldset className="grid gap-4 rounded-md border border-border p-3 sm:col-span-2 sm:grid-cols-2 lg:col-span-3 lg:grid-cols-3">
      <legend className="px-1 text-sm font-medium text-slate-700">{t('accounts.kyc.section')}</legend>
      <Field label={t('accounts.kyc.idType')} error={errors.idType?.message}>
        {(props) => (
          <Controller
            control={form.control}
            name="idType"
            render={({ field }) => (
              <Select {...props} name={field.name} value={field.value ?? ''} onChange={(e) => field.onChange(e.target.value || null)} onBlur={field.onBlur}>
                <option value="">{t('accounts.kyc.idTypeNone')}</option>
                {idTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(`accounts.kyc.idTypes.${type}`)}
                  </option>
                ))}
              </Select>
            )}
          />
        )}
      </Field>
      <Field label={t('accounts.kyc.idNumber')} error={errors.idNumber?.message}>
        {(props) => <Input {...props} dir="ltr" {...form.register('idNumber')} />}
      </Field>
      <Field label={t('accounts.kyc.idIssueDate')} error={errors.idIssueDate?.message}>
        {date('idIssueDate')}
      </Field>
      <Field label={t('accounts.kyc.idExpiryDate')} error={errors.idExpiryDate?.message}>
        {date('idExpiryDate')}
      </Field>
      <Field label={t('accounts.kyc.nationality')} error={errors.nationality?.message}>
        {(props) => <Input {...props} {...form.register('nationality')} />}
      </Field>
      <Field label={t('accounts.kyc.occupation')} error={errors.occupation?.message}>
        {(props) => <Input {...props} {...form.register('occupation')} />}
      </Field>
    </fieldset>
  );
}
