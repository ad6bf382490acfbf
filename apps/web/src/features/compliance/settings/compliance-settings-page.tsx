import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Plus, X } from 'lucide-react';
import { amountInputValue, complianceSettingsSchema, formatAmount, westernDigits, type ComplianceSettings, type RecordedSetting } from '@sarafi/core';
import { Button } from '../../../components/ui/button';
import { Card, PageHeader } from '../../../components/ui/card';
import { DateInput } from '../../../components/ui/date-input';
import { Field, Input } from '../../../components/ui/field';
import { SaveButton } from '../../../components/ui/save-button';
import { notify } from '../../../components/ui/toaster';
import { ApiError, apiRequest, errorMessage } from '../../../lib/api';
import { fieldErrors } from '../../../lib/field-errors';
import { useDateFormat } from '../../../lib/use-date-format';
import { SettingChangeLines, settingChangesKey } from '../../limits/setting-changes';
import { AmountInput } from '../../transactions/amount-input';
import { LoadError, Spinner } from '../../shell/status-pages';

const settingsKey = ['/api/compliance/settings'];

/** What the owner types: the stored settings as text in their boxes. */
interface Draft {
  walkInIdThreshold: string;
  lctrThreshold: string;
  screeningThreshold: string;
  retentionYears: string;
  refuseExpiredId: boolean;
  holidays: string[];
}

const draftOf = (settings: ComplianceSettings): Draft => ({
  walkInIdThreshold: formatAmount(settings.walkInIdThreshold),
  lctrThreshold: formatAmount(settings.lctrThreshold),
  screeningThreshold: settings.screeningThreshold,
  retentionYears: String(settings.retentionYears),
  refuseExpiredId: settings.refuseExpiredId,
  holidays: settings.holidays,
});

/** The boxes' text as the API takes it: amounts without their grouping, Persian digits read as Western ones. */
const bodyOf = (draft: Draft) => {
  const years = westernDigits(draft.retentionYears.trim());
  return {
    walkInIdThreshold: amountInputValue(draft.walkInIdThreshold),
    lctrThreshold: amountInputValue(draft.lctrThreshold),
    screeningThreshold: amountInputValue(draft.screeningThreshold),
    // Not a number at all is refused by the schema's own words, as a fraction is.
    retentionYears: /^\d+(\.\d+)?$/.test(years) ? Number(years) : Number.NaN,
    refuseExpiredId: draft.refuseExpiredId,
    holidays: draft.holidays,
  };
};

/**
 * The owner's compliance settings (docs/decisions.md, Compliance): the walk-in ID and large cash thresholds, the
 * sanctions match score, what a posting for an expired ID meets, how long records are kept and the shop's holidays.
 * Checked with the server's own schema before saving; under each box its last recorded change, a loosening marked.
 */
export function ComplianceSettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery<ComplianceSettings>({ queryKey: settingsKey });
  return (
    <div className="max-w-3xl">
      <PageHeader title={t('compliance.settings.title')} subtitle={t('compliance.settings.subtitle')} />
      {settings.isLoading ? (
        <Spinner />
      ) : settings.data ? (
        // A save puts the stored settings back in the boxes: the form starts again from them.
        <ComplianceSettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />
      ) : (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      )}
    </div>
  );
}

function ComplianceSettingsForm({ settings }: { settings: ComplianceSettings }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [newHoliday, setNewHoliday] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const save = useMutation({
    mutationFn: (body: ComplianceSettings) => apiRequest<ComplianceSettings>('PUT', '/api/compliance/settings', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: [settingChangesKey] });
      notify.success(t('compliance.settings.saved'));
    },
    onError: (error) => {
      if (error instanceof ApiError) setErrors(fieldErrors(error.fieldIssues));
      notify.error(errorMessage(error, t('compliance.settings.saveFailed')));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = complianceSettingsSchema.safeParse(bodyOf(draft));
    setErrors(fieldErrors(parsed.error?.issues ?? []));
    if (parsed.success) save.mutate(parsed.data);
  };

  const addHoliday = () => {
    if (!newHoliday) return;
    set('holidays', [...new Set([...draft.holidays, newHoliday])].sort());
    setNewHoliday('');
  };
  const holidayError = Object.entries(errors).find(([path]) => path.startsWith('holidays'))?.[1];
  const changes = (setting: RecordedSetting) => <SettingChangeLines filter={{ setting }} limit={1} testId={`changes-${setting}`} />;
  const label = (key: string) => t(`settingChanges.setting.compliance.${key}`);

  return (
    <Card>
      <form onSubmit={submit} noValidate className="space-y-6" aria-label={t('compliance.settings.title')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Field label={label('walkInIdThreshold')} hint={t('compliance.settings.walkInIdHint')} error={errors.walkInIdThreshold}>
              {(control) => <AmountInput {...control} name="walkInIdThreshold" value={draft.walkInIdThreshold} onValueChange={(text) => set('walkInIdThreshold', text)} />}
            </Field>
            {changes('compliance.walkInIdThreshold')}
          </div>
          <div className="space-y-2">
            <Field label={label('lctrThreshold')} hint={t('compliance.settings.lctrHint')} error={errors.lctrThreshold}>
              {(control) => <AmountInput {...control} name="lctrThreshold" value={draft.lctrThreshold} onValueChange={(text) => set('lctrThreshold', text)} />}
            </Field>
            {changes('compliance.lctrThreshold')}
          </div>
          <div className="space-y-2">
            <Field label={label('screeningThreshold')} hint={t('compliance.settings.screeningHint')} error={errors.screeningThreshold}>
              {(control) => (
                <Input
                  {...control}
                  name="screeningThreshold"
                  inputMode="decimal"
                  dir="ltr"
                  autoComplete="off"
                  maxLength={4}
                  value={draft.screeningThreshold}
                  onChange={(e) => set('screeningThreshold', e.target.value)}
                />
              )}
            </Field>
            {changes('compliance.screeningThreshold')}
          </div>
          <div className="space-y-2">
            <Field label={label('retentionYears')} hint={t('compliance.settings.retentionHint')} error={errors.retentionYears}>
              {(control) => (
                <Input {...control} name="retentionYears" inputMode="numeric" dir="ltr" autoComplete="off" maxLength={3} value={draft.retentionYears} onChange={(e) => set('retentionYears', e.target.value)} />
              )}
            </Field>
            {changes('compliance.retentionYears')}
          </div>
        </div>

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">{t('compliance.settings.expiredId')}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {([false, true] as const).map((refuse) => (
              <label key={String(refuse)} className="flex items-center gap-2 text-sm">
                <input type="radio" name="refuseExpiredId" className="size-4" checked={draft.refuseExpiredId === refuse} onChange={() => set('refuseExpiredId', refuse)} />
                {t(refuse ? 'compliance.settings.expiredIdRefuse' : 'compliance.settings.expiredIdWarn')}
              </label>
            ))}
          </div>
          {changes('compliance.refuseExpiredId')}
        </fieldset>

        <section className="space-y-2" aria-labelledby="holidays-title">
          <h2 id="holidays-title" className="text-sm font-medium text-slate-700">
            {label('holidays')}
          </h2>
          <p className="text-xs text-muted-foreground">{t('compliance.settings.holidaysHint')}</p>
          {draft.holidays.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('compliance.settings.noHolidays')}</p>
          ) : (
            <ul className="flex flex-wrap gap-2" data-testid="holidays">
              {draft.holidays.map((day) => (
                <li key={day} className="flex items-center gap-1 rounded-full border border-border bg-muted py-0.5 ps-3 pe-1 text-sm">
                  <bdi>{format.date(day)}</bdi>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    aria-label={t('compliance.settings.removeHoliday', { date: format.date(day) })}
                    onClick={() => set('holidays', draft.holidays.filter((d) => d !== day))}
                  >
                    <X className="size-3" aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-56 flex-1 sm:flex-none">
              <Field label={t('compliance.settings.holidayDate')} error={holidayError}>
                {(control) => <DateInput {...control} name="newHoliday" value={newHoliday} onChange={setNewHoliday} />}
              </Field>
            </div>
            <Button type="button" variant="outline" disabled={!newHoliday} onClick={addHoliday}>
              <Plus className="size-4" aria-hidden />
              {t('compliance.settings.addHoliday')}
            </Button>
          </div>
          {changes('compliance.holidays')}
        </section>

        <div className="flex justify-end">
          <SaveButton pending={save.isPending} />
        </div>
      </form>
    </Card>
  );
}
