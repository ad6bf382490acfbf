import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApprovalSettings } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { Field, Input } from '../../components/ui/field';
import { SaveButton } from '../../components/ui/save-button';
import { notify } from '../../components/ui/toaster';
import { apiRequest, errorMessage } from '../../lib/api';
import { LoadError, Spinner } from '../shell/status-pages';
import { SettingChangeLines, settingChangesKey } from '../limits/setting-changes';

const settingsKey = ['/api/settings/approvals'];

/** Admin: after how many days a change to a document needs an approver, and how long a request waits (docs/decisions.md, Approvals). */
export function ApprovalSettingsCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, error, refetch } = useQuery({ queryKey: settingsKey, queryFn: () => apiRequest<ApprovalSettings>('GET', '/api/settings/approvals') });
  const [draft, setDraft] = useState<{ after?: string; expiry?: string }>({});
  const save = useMutation({
    mutationFn: (body: ApprovalSettings) => apiRequest<ApprovalSettings>('PUT', '/api/settings/approvals', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      setDraft({});
      void queryClient.invalidateQueries({ queryKey: [settingChangesKey] });
      notify.success(t('approvals.settings.saved'));
    },
    onError: (e) => notify.error(errorMessage(e, t('approvals.settings.saveFailed'))),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!data) return;
    save.mutate({ approvalAfterDays: Number(draft.after ?? data.approvalAfterDays), approvalExpiryDays: Number(draft.expiry ?? data.approvalExpiryDays) });
  };

  const body = () => {
    if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
    if (!data) return <Spinner />;
    return (
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <Field label={t('approvals.settings.afterDays')} hint={t('approvals.settings.afterDaysHint')}>
          {(control) => <Input {...control} inputMode="numeric" dir="ltr" value={draft.after ?? String(data.approvalAfterDays)} onChange={(e) => setDraft((d) => ({ ...d, after: e.target.value }))} />}
        </Field>
        <Field label={t('approvals.settings.expiryDays')} hint={t('approvals.settings.expiryDaysHint')}>
          {(control) => <Input {...control} inputMode="numeric" dir="ltr" value={draft.expiry ?? String(data.approvalExpiryDays)} onChange={(e) => setDraft((d) => ({ ...d, expiry: e.target.value }))} />}
        </Field>
        <div className="space-y-2 empty:hidden sm:col-span-2">
          <SettingChangeLines filter={{ setting: 'approvals.approvalAfterDays' }} testId="approval-after-days-changes" />
          <SettingChangeLines filter={{ setting: 'approvals.approvalExpiryDays' }} testId="approval-expiry-days-changes" />
        </div>
        <div className="flex justify-end sm:col-span-2">
          <SaveButton pending={save.isPending} />
        </div>
      </form>
    );
  };

  return (
    <Card className="mt-6" aria-labelledby="approval-settings-title" data-testid="approval-settings">
      <h2 id="approval-settings-title" className="font-semibold">
        {t('approvals.settings.title')}
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">{t('approvals.settings.subtitle')}</p>
      {body()}
    </Card>
  );
}
