import { useTranslation } from 'react-i18next';
import { currencySymbol, type HawalaImportMode, type HawalaImportSender, type HawalaPreviewResponse } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { DateText } from '../../components/ui/date-text';
import { Dialog } from '../../components/ui/dialog';
import { MoneyText } from '../../components/ui/money-text';
import { cn } from '../../lib/cn';
import { useDateFormat } from '../../lib/use-date-format';
import { VirtualRows } from '../search/virtual-rows';
import { problemText, rowReason } from './import-api-reasons';
import { RowNotes } from './import-preview-dialog-notes';
import { SenderAmount } from './sender-amount';

/** A typed text cell: cut with an ellipsis, aligned by the page's direction (as its column header) whatever direction its own text takes. */
const typedCell = 'truncate text-left rtl:text-right';

interface ModeChoiceProps {
  mode: HawalaImportMode;
  onMode: (mode: HawalaImportMode) => void;
  invalid: number;
}

/** docs/decisions.md, Hawala import: all-or-nothing (SPEC's way, the default) or the valid rows only, the invalid ones listed for download. */
function ModeChoice({ mode, onMode, invalid }: ModeChoiceProps) {
  const { t } = useTranslation();
  const options = [
    { value: 'all', label: t('hawala.import.mode.all') },
    { value: 'valid', label: t('hawala.import.mode.valid', { count: invalid }) },
  ] as const;
  return (
    <fieldset className="space-y-2 rounded-md border border-border p-3 text-sm">
      <legend className="px-1 font-semibold">{t('hawala.import.mode.legend')}</legend>
      {options.map((option) => (
        <label key={option.value} className={cn('flex cursor-pointer items-start gap-2 rounded p-1.5', mode === option.value && 'bg-muted')}>
          <input type="radio" name="import-mode" value={option.value} checked={mode === option.value} onChange={() => onMode(option.value)} className="mt-0.5 size-4 accent-primary" />
          <span>{option.label}</span>
        </label>
      ))}
      <p className="text-muted-foreground">{mode === 'valid' ? t('hawala.import.skipNote') : t('hawala.import.fixInvalid')}</p>
    </fieldset>
  );
}

interface ImportPreviewDialogProps {
  preview: HawalaPreviewResponse | null;
  /** The screen's date, which rows without their own date take. */
  transactionDate: string;
  mode: HawalaImportMode;
  onMode: (mode: HawalaImportMode) => void;
  canImport: boolean;
  importing: boolean;
  onImport: () => void;
  onClose: () => void;
}

/** The preview (docs/architecture.md, Screens, Import Hawala): the rows an import would add, those it would skip or refuses, and 'Import N Records'. */
export function ImportPreviewDialog({ preview, transactionDate, mode, onMode, canImport, importing, onImport, onClose }: ImportPreviewDialogProps) {
  const { t, i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  const dates = useDateFormat();
  const rows = preview?.preview ?? [];
  const errors = preview?.errors ?? [];
  const duplicates = preview?.duplicates ?? [];
  // Amount is in the sending partner's currency: the row's own Sender Code's, else the sheet's sender's.
  const senders = new Map<string, HawalaImportSender>((preview?.senders ?? []).map((sender) => [sender.code, sender]));
  const amountCurrency = (code: string | null) => senders.get(code ?? preview?.sender.code ?? '')?.currency;
  return (
    <Dialog
      open={preview !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('hawala.import.previewTitle')}
      description={t('hawala.import.previewCount', { count: preview?.totalRows ?? 0 })}
      wide="table"
    >
      <div className="space-y-4">
        {preview && (
          <p className="text-sm" data-testid="preview-sender">
            {t('hawala.import.sentBy', { name: preview.sender.name, code: preview.sender.code, currency: preview.sender.currency ?? '' })}
          </p>
        )}
        {errors.length > 0 && (
          <RowNotes
            tone="error"
            title={t('hawala.import.invalidTitle', { count: errors.length })}
            rows={errors.map((error) => ({ row: error.row, hawalaNo: error.hawalaNo, reason: rowReason(t, error, rtl, (iso) => dates.date(iso)) }))}
          />
        )}
        {errors.length > 0 && rows.length > 0 && <ModeChoice mode={mode} onMode={onMode} invalid={errors.length} />}
        {duplicates.length > 0 && (
          <RowNotes
            tone="info"
            title={t('hawala.import.duplicatesTitle', { count: preview?.duplicateCount ?? duplicates.length })}
            rows={duplicates.map((duplicate) => ({ row: duplicate.row, hawalaNo: duplicate.hawalaNo, reason: problemText(t, duplicate.problem) }))}
          />
        )}
        {rows.length > 0 && (
          <VirtualRows
            items={rows}
            columns={[
              t('hawala.import.columns.hawalaNo'),
              t('hawala.import.columns.date'),
              t('hawala.import.columns.sender'),
              t('hawala.import.columns.receiver'),
              t('hawala.import.columns.amount'),
              t('hawala.import.columns.rAmount'),
              t('hawala.import.columns.intoUsd'),
              t('hawala.import.columns.rate'),
              t('hawala.import.columns.destination'),
            ]}
            grid="8.5rem 6.5rem minmax(6rem,1fr) minmax(6rem,1fr) 8rem 8rem 6.5rem 4.5rem minmax(6rem,1fr)"
            minWidth="64rem"
            rowHeight={40}
            maxHeight="400px"
            rowKey={(row) => row.row}
            renderCells={(row) => (
              <>
                <span role="cell" className="truncate font-mono">{row.hawalaNo}</span>
                <span role="cell" className="truncate" data-testid="row-date">
                  {/* A row without its own date takes the screen's, shown muted so the clerk sees which is which. */}
                  {row.transactionDate ? (
                    <DateText iso={row.transactionDate} />
                  ) : (
                    <DateText iso={transactionDate} className="text-muted-foreground" title={t('hawala.import.screenDate')} />
                  )}
                </span>
                {/* Names and places as the partner typed them, in either script: each cell takes its text's own direction, so a
                    Latin name in a Dari table is cut at its end, not its start, and stays aligned with its column. */}
                <span role="cell" dir="auto" className={typedCell} title={row.senderName}>{row.senderName}</span>
                <span role="cell" dir="auto" className={typedCell} title={row.receiverName}>{row.receiverName}</span>
                {/* Amount is in the sending partner's currency (docs/decisions.md, Hawala import); what is paid out is R Amount in the receiver currency. */}
                <span role="cell" className="text-end" title={row.senderCode ?? undefined}>
                  <SenderAmount amount={row.amount} currency={amountCurrency(row.senderCode)} />
                </span>
                <span role="cell" className="text-end" title={row.currency}>
                  {row.rAmount !== null && <MoneyText amount={row.rAmount} symbol={currencySymbol(row.currency)} className="font-medium" />}
                </span>
                <span role="cell" className="text-end">{row.intoUSD !== null && <MoneyText amount={row.intoUSD} symbol="$" />}</span>
                <span role="cell" dir="ltr" className="text-end tabular-nums">{row.rate ?? ''}</span>
                <span role="cell" dir="auto" className={typedCell} title={row.receiverLocation ?? ''}>{row.receiverLocation}</span>
              </>
            )}
          />
        )}
        {rows.length === 0 && <p className="text-sm text-muted-foreground">{t('hawala.import.noneToImport')}</p>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onImport} disabled={!canImport}>
            {importing ? t('hawala.import.importing') : t('hawala.import.importN', { count: rows.length })}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
