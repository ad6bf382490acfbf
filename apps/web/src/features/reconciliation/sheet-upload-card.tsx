import { useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';
import { buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DateInput } from '../../components/ui/date-input';
import { Field, Input } from '../../components/ui/field';
import { cn } from '../../lib/cn';
import { spreadsheetAccept } from '../hawala/import-api';

export interface RunSettings {
  from: string;
  to: string;
  toleranceDays: string;
  closingCurrency: string;
  closingAmount: string;
}

interface Props {
  settings: RunSettings;
  onSettings: (settings: RunSettings) => void;
  onFile: (file: File) => void;
  reading: boolean;
  fileName: string | null;
}

/** Step 1: the partner's sheet, the period it covers, the days of tolerance and, if they state one, their closing balance. */
export function SheetUploadCard({ settings, onSettings, onFile, reading, fileName }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<RunSettings>) => onSettings({ ...settings, ...patch });
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold">{t('reconciliation.upload.title')}</h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t('reconciliation.upload.from')}>
          {(control) => <DateInput {...control} value={settings.from} onChange={(from) => set({ from })} />}
        </Field>
        <Field label={t('reconciliation.upload.to')}>
          {(control) => <DateInput {...control} value={settings.to} onChange={(to) => set({ to })} />}
        </Field>
        <Field label={t('reconciliation.upload.tolerance')} hint={t('reconciliation.upload.toleranceHint')}>
          {(control) => <Input {...control} inputMode="numeric" value={settings.toleranceDays} onChange={(e) => set({ toleranceDays: e.target.value })} />}
        </Field>
        <Field label={t('reconciliation.upload.closing')} hint={t('reconciliation.upload.closingHint')}>
          {(control) => (
            <div className="flex gap-2">
              <Input aria-label={t('reconciliation.upload.closingCurrency')} className="w-20" maxLength={10} value={settings.closingCurrency} onChange={(e) => set({ closingCurrency: e.target.value.toUpperCase() })} placeholder="USD" />
              <Input {...control} aria-label={t('reconciliation.upload.closingAmount')} inputMode="decimal" dir="ltr" value={settings.closingAmount} onChange={(e) => set({ closingAmount: e.target.value })} />
            </div>
          )}
        </Field>
      </div>
      {/* The browser's own file button speaks the browser's language; this one speaks the page's. */}
      <div className="flex flex-wrap items-center gap-3">
        <label className={cn(buttonVariants(), 'cursor-pointer focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2', reading && 'pointer-events-none opacity-60')}>
          <Upload className="size-4" aria-hidden /> {t('reconciliation.upload.file')}
          <input
            type="file"
            accept={spreadsheetAccept}
            data-testid="reconciliation-file"
            className="sr-only"
            disabled={reading}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) onFile(file);
              e.target.value = '';
            }}
          />
        </label>
        <span className="text-sm text-muted-foreground">{reading ? t('reconciliation.upload.reading') : <bdi>{fileName ?? t('reconciliation.upload.noFile')}</bdi>}</span>
      </div>
      <p className="text-sm text-muted-foreground">{t('reconciliation.upload.hint')}</p>
    </Card>
  );
}
