import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pencil, X } from 'lucide-react';
import { hawalaSerial, hawalaSerialDefaults, type HawalaSettings } from '@sarafi/core';
import { apiRequest, errorMessage } from '../../lib/api';
import { Button } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notify } from '../../components/ui/toaster';
import { LoadError, Spinner } from '../shell/status-pages';
import { hawalaSettingsKey, useHawalaSettings } from './hawala-queries';
import { RecentHawalaList } from './recent-hawala-list';
import { SerialSettingsForm } from './serial-settings-form';

/** docs/architecture.md, Screens, Hawala Serial: the one serial counter of new hawalas (prefix + next number), and the newest hawalas. */
export function HawalaSerialPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useHawalaSettings();
  const [editing, setEditing] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const stored = (value: HawalaSettings) => {
    queryClient.setQueryData(hawalaSettingsKey, value);
    void queryClient.invalidateQueries({ queryKey: hawalaSettingsKey });
    setEditing(false);
  };

  const save = useMutation({
    mutationFn: (body: HawalaSettings) => apiRequest<HawalaSettings>('PUT', '/api/hawala-settings', body),
    onSuccess: (value) => {
      notify.success(t('hawala.serial.updated'));
      stored(value);
    },
    onError: (error) => notify.error(errorMessage(error, t('hawala.serial.updateFailed'))),
  });
  const reset = useMutation({
    mutationFn: () => apiRequest<HawalaSettings>('POST', '/api/hawala-settings/reset'),
    onSuccess: (value) => {
      notify.success(t('hawala.serial.resetDone'));
      stored(value ?? hawalaSerialDefaults);
    },
    onError: (error) => notify.error(errorMessage(error, t('hawala.serial.resetFailed'))),
  });

  const current = settings.data;
  return (
    <div className="max-w-4xl space-y-6">
      <PageHeader title={t('hawala.serial.title')} subtitle={t('hawala.serial.subtitle')}>
        {current && (
          <Button variant={editing ? 'outline' : 'default'} onClick={() => setEditing((open) => !open)} aria-expanded={editing}>
            {editing ? <X className="size-4" aria-hidden /> : <Pencil className="size-4" aria-hidden />}
            {editing ? t('common.cancel') : t('common.edit')}
          </Button>
        )}
      </PageHeader>
      {settings.isPending ? (
        <Spinner />
      ) : settings.isError ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <Card className="space-y-4">
          <dl className="grid gap-3 sm:grid-cols-3">
            {[
              { label: t('hawala.serial.currentPrefix'), value: current!.prefix },
              { label: t('hawala.serial.nextNumber'), value: String(current!.nextNumber) },
              { label: t('hawala.serial.nextSerial'), value: hawalaSerial(current!), strong: true },
            ].map((tile) => (
              <div key={tile.label} className={tile.strong ? 'rounded-md bg-blue-50 p-3' : 'rounded-md bg-muted p-3'}>
                <dt className="text-xs font-medium text-muted-foreground">{tile.label}</dt>
                <dd className={tile.strong ? 'font-mono text-xl font-bold text-blue-800' : 'font-mono text-xl font-semibold'}>{tile.value}</dd>
              </div>
            ))}
          </dl>
          {editing && (
            <div className="border-t border-border pt-4">
              <SerialSettingsForm settings={current!} saving={save.isPending || reset.isPending} onSave={(value) => save.mutate(value)} onReset={() => setConfirmReset(true)} />
            </div>
          )}
        </Card>
      )}
      <RecentHawalaList />
      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title={t('hawala.serial.resetTitle')}
        text={t('hawala.serial.resetText', { serial: hawalaSerial(hawalaSerialDefaults) })}
        confirmLabel={t('hawala.serial.reset')}
        onConfirm={() => reset.mutate()}
      />
    </div>
  );
}
