import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TillSettings } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { SaveButton } from '../../components/ui/save-button';
import { notify } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/api';
import { SettingChangeLines } from '../limits/setting-changes';
import { useSaveTillSettings } from './tills-queries';

/** The shop's two till switches, each with who changed it lately (a recorded control). */
export function TillSettingsCard({ settings }: { settings: TillSettings }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(settings);
  const save = useSaveTillSettings();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: () => notify.success(t('tills.settings.saved')),
      onError: (error) => notify.error(errorMessage(error, t('tills.settings.failed'))),
    });
  };
  const toggle = (key: keyof TillSettings) => (
    <>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-0.5 size-4 accent-blue-700" checked={draft[key]} onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.checked }))} />
        <span>
          <span className="font-medium">{t(`tills.settings.${key}`)}</span>
          <span className="block text-muted-foreground">{t(`tills.settings.${key}Hint`)}</span>
        </span>
      </label>
      <SettingChangeLines filter={{ setting: `tills.${key}` }} testId={`${key}-changes`} />
    </>
  );
  return (
    <Card data-testid="till-settings">
      <form className="space-y-4" onSubmit={submit}>
        <h2 className="text-lg font-semibold">{t('tills.settings.title')}</h2>
        {toggle('requireTills')}
        {toggle('keepCashInTill')}
        <div className="flex justify-end">
          <SaveButton pending={save.isPending} />
        </div>
      </form>
    </Card>
  );
}
