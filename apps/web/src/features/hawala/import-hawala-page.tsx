import { useTranslation } from 'react-i18next';
import { Eye, FileSpreadsheet, Upload } from 'lucide-react';
import { isPartnerAccountType, type AccountSearchItem } from '@sarafi/core';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { DateInput } from '../../components/ui/date-input';
import { notify } from '../../components/ui/toaster';
import { cn } from '../../lib/cn';
import { AccountCombobox } from '../transactions/account-combobox';
import { isSpreadsheet, spreadsheetAccept } from './import-api';
import { ImportPreviewDialog } from './import-preview-dialog';
import { ImportResultDialog } from './import-result-dialog';
import { ImportTemplatePanel } from './import-template-panel';
import { useHawalaImport } from './use-hawala-import';

/** The file extensions as values, so a Dari or Pashto sentence isolates them and '.xls, .xlsx' keeps its order. */
const extensions = { excel: '.xls, .xlsx', ods: '.ods' };

const isPartner = (account: AccountSearchItem) => isPartnerAccountType(account.accountType);

/** docs/architecture.md, Screens, Import Hawala: a partner's spreadsheet of hawalas, previewed, then imported all-or-nothing (docs/architecture.md, Ledger) or, by choice, the valid rows only. */
export function ImportHawalaPage() {
  const { t } = useTranslation();
  const flow = useHawalaImport();
  return (
    <div className="max-w-4xl space-y-4">
      <PageHeader title={t('hawala.import.title')} subtitle={t('hawala.import.subtitle')} />
      <Card className="space-y-4">
        <Field label={t('hawala.import.sender')} hint={flow.sender ? t('hawala.import.senderCurrency', { currency: flow.sender.currency }) : t('hawala.import.senderHint')}>
          {(control) => (
            <AccountCombobox {...control} value={flow.sender} onChange={flow.setSender} accept={isPartner} emptyText={t('hawala.import.noPartners')} />
          )}
        </Field>
        <Field label={t('hawala.import.file')} hint={t('hawala.import.fileHint', extensions)}>
          {(control) => (
            // The browser's own file button speaks the browser's language; this one speaks the page's.
            <div className="flex flex-wrap items-center gap-3 rounded-md border border-dashed border-border p-2">
              <label className={cn(buttonVariants(), 'cursor-pointer focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2')}>
                <FileSpreadsheet className="size-4" aria-hidden /> {t('hawala.import.chooseFile')}
                <input
                  {...control}
                  key={flow.inputKey}
                  type="file"
                  accept={spreadsheetAccept}
                  className="sr-only"
                  onChange={(event) => {
                    const chosen = event.target.files?.[0] ?? null;
                    if (chosen && !isSpreadsheet(chosen)) {
                      notify.error(t('hawala.import.invalidType', extensions), t('hawala.import.invalidTypeTitle'));
                      event.target.value = '';
                      flow.setFile(null);
                      return;
                    }
                    flow.setFile(chosen);
                  }}
                />
              </label>
              {!flow.file && <span className="text-sm text-muted-foreground">{t('hawala.import.noFile')}</span>}
            </div>
          )}
        </Field>
        {flow.file && (
          <p className="flex min-w-0 items-center gap-2 rounded-md bg-muted p-3 text-sm" data-testid="chosen-file">
            <FileSpreadsheet className="size-5 shrink-0 text-green-700" aria-hidden />
            <span className="truncate font-medium">{flow.file.name}</span>
            <span className="shrink-0 text-muted-foreground tabular-nums">{t('hawala.import.sizeKb', { size: (flow.file.size / 1024).toFixed(2) })}</span>
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-[minmax(0,16rem)_1fr] sm:items-end">
          <Field label={t('hawala.import.transactionDate')} hint={t('hawala.import.dateHint')}>
            {(control) => <DateInput {...control} value={flow.transactionDate} onChange={flow.setTransactionDate} />}
          </Field>
          <div className="flex flex-wrap gap-2 sm:justify-end">
            <Button variant="outline" onClick={flow.runPreview} disabled={!flow.file || !flow.sender || flow.previewing}>
              <Eye className="size-4" aria-hidden /> {flow.previewing ? t('hawala.import.previewing') : t('hawala.import.preview')}
            </Button>
            <Button onClick={flow.runImport} disabled={!flow.canImport}>
              <Upload className="size-4" aria-hidden /> {flow.importing ? t('hawala.import.importing') : t('hawala.import.import')}
            </Button>
          </div>
        </div>
      </Card>
      <ImportTemplatePanel />
      <ImportPreviewDialog
        preview={flow.previewOpen ? flow.preview : null}
        transactionDate={flow.transactionDate}
        mode={flow.mode}
        onMode={flow.setMode}
        canImport={flow.canImport}
        importing={flow.importing}
        onImport={flow.runImport}
        onClose={flow.closePreview}
      />
      <ImportResultDialog result={flow.result} onClose={flow.clear} />
    </div>
  );
}
