import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dayCloseSettingsSchema, westernDigits, type DayCloseSettings } from '@sarafi/core';
import { SaveButton } from '../../components/ui/save-button';
import { Card } from '../../components/ui/card';
import { Field, Input } from '../../components/ui/field';
import { notify } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/api';
import { SettingChangeLines } from '../limits/setting-changes';
import { useSaveDayCloseSettings } from './books-queries';
import { issueMessage } from '../../lib/field-errors';

/** Notes are typed as one list per currency, '1000, 500, 100'; Persian digits and the Arabic comma are read too. */
const notesFromText = (text: string) =>
  westernDigits(text)
    .split(/[,،\s]+/)
    .map((note) => note.trim())
    .filter(Boolean);

/**
 * Admin: the notes counted per currency, whether a one-person shop's admin may approve their own count, whether the
 * count is blind, and how many days ahead a posting may be dated; each of the three controls shows who changed it lately.
 */
export function DayCloseSettingsCard({ settings }: { settings: DayCloseSettings }) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState(() => Object.fromEntries(Object.entries(settings.denominations).map(([code, notes]) => [code, notes.join(', ')])));
  const [allowSelfApproval, setAllowSelfApproval] = useState(settings.allowSelfApproval);
  const [blindCount, setBlindCount] = useState(settings.blindCount);
  const [daysAhead, setDaysAhead] = useState(String(settings.postingDaysAhead));
  const [problem, setProblem] = useState<{ code: string; message: string }>();
  const save = useSaveDayCloseSettings();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = dayCloseSettingsSchema.safeParse({
      denominations: Object.fromEntries(Object.entries(texts).map(([code, text]) => [code, notesFromText(text)])),
      allowSelfApproval,
      blindCount,
      postingDaysAhead: Number(westernDigits(daysAhead).trim() || 'NaN'),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path[0] === 'postingDaysAhead' ? 'postingDaysAhead' : String(issue.path[1] ?? '');
      return setProblem({ code: field, message: issueMessage(issue) });
    }
    setProblem(undefined);
    save.mutate(parsed.data, {
      onSuccess: () => notify.success(t('books.settings.saved')),
      onError: (error) => notify.error(errorMessage(error, t('books.settings.saveFailed'))),
    });
  };

  return (
    <Card className="print:hidden" data-testid="day-close-settings">
      <form className="space-y-4" onSubmit={submit} noValidate>
        <div>
          <h2 className="text-lg font-semibold">{t('books.settings.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('books.settings.hint')}</p>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          {Object.keys(texts).map((code) => (
            <Field key={code} label={t('books.settings.notesOf', { currency: code })} error={problem?.code === code ? problem.message : undefined}>
              {(props) => <Input {...props} dir="ltr" value={texts[code]} onChange={(e) => setTexts((all) => ({ ...all, [code]: e.target.value }))} />}
            </Field>
          ))}
        </div>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-0.5 size-4 accent-blue-700" checked={allowSelfApproval} onChange={(e) => setAllowSelfApproval(e.target.checked)} />
          <span>
            <span className="font-medium">{t('books.settings.selfApproval')}</span>
            <span className="block text-muted-foreground">{t('books.settings.selfApprovalHint')}</span>
          </span>
        </label>
        <SettingChangeLines filter={{ setting: 'dayClose.allowSelfApproval' }} testId="self-approval-changes" />
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-0.5 size-4 accent-blue-700" checked={blindCount} onChange={(e) => setBlindCount(e.target.checked)} />
          <span>
            <span className="font-medium">{t('books.settings.blindCount')}</span>
            <span className="block text-muted-foreground">{t('books.settings.blindCountHint')}</span>
          </span>
        </label>
        <SettingChangeLines filter={{ setting: 'dayClose.blindCount' }} testId="blind-count-changes" />
        <div className="w-full sm:w-80">
          <Field label={t('books.settings.postingDaysAhead')} hint={t('books.settings.postingDaysAheadHint')} error={problem?.code === 'postingDaysAhead' ? problem.message : undefined}>
            {(props) => <Input {...props} dir="ltr" inputMode="numeric" value={daysAhead} onChange={(e) => setDaysAhead(e.target.value)} />}
          </Field>
        </div>
        <SettingChangeLines filter={{ setting: 'books.postingDaysAhead' }} testId="days-ahead-changes" />
        <div className="flex justify-end">
          <SaveButton pending={save.isPending} />
        </div>
      </form>
    </Card>
  );
}
