import { useTranslation } from 'react-i18next';
import { Copy, TriangleAlert } from 'lucide-react';
import { currencySymbol, type HawalaPreviewResponse } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { MoneyText } from '../../components/ui/money-text';
import { cn } from '../../lib/cn';
import { VirtualRows } from '../search/virtual-rows';

interface RowNotesProps {
  title: string;
  rows: { row: number; hawalaNo: string | null; reason: string }[];
  tone: 'error' | 'info';
}

/** Rows the server set apart, by their sheet row number (as the spreadsheet program numbers them) and why. */
function RowNotes({ title, rows, tone }: RowNotesProps) {
  const { t } = useTranslation();
  const Icon = tone === 'error' ? TriangleAlert : Copy;
  return (
    <section
      role={tone === 'error' ? 'alert' : undefined}
      aria-label={title}
      className={cn('rounded-md border p-3 text-sm', tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-amber-200 bg-amber-50 text-amber-900')}
    >
      <p className="mb-2 flex items-center gap-2 font-semibold">
        <Icon className="size-4" aria-hidden /> {title}
      </p>
      <ul className="max-h-32 space-y-1 overflow-y-auto">
        {rows.map((row) => (
          <li key={`${row.row}-${row.reason}`}>
            <span className="font-medium tabular-nums">{t('hawala.import.rowNumber', { row: row.row })}</span>
            {row.hawalaNo && <span className="font-mono"> {row.hawalaNo}</span>} — {row.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface ImportPreviewDialogProps {
  preview: HawalaPreviewResponse | null;
  canImport: boolean;
  importing: boolean;
  onImport: () => void;
  onClose: () => void;
}

/** SPEC §2.18's preview: the rows an import would add, those it would skip or refuses, and 'Import N Records'. */
export function ImportPreviewDialog({ preview, canImport, importing, onImport, onClose }: ImportPreviewDialogProps) {
  const { t } = useTranslation();
  const rows = preview?.preview ?? [];
  const errors = preview?.errors ?? [];
  const duplicates = preview?.duplicates ?? [];
  return (
    <Dialog
      open={preview !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('hawala.import.previewTitle')}
      description={t('hawala.import.previewCount', { count: preview?.totalRows ?? 0 })}
      wide
    >
      <div className="space-y-4">
        {errors.length > 0 && <RowNotes tone="error" title={t('hawala.import.invalidTitle', { count: errors.length })} rows={errors} />}
        {duplicates.length > 0 && <RowNotes tone="info" title={t('hawala.import.duplicatesTitle', { count: preview?.duplicateCount ?? duplicates.length })} rows={duplicates} />}
        {rows.length > 0 && (
          <VirtualRows
            items={rows}
            columns={[
              t('hawala.import.columns.hawalaNo'),
              t('hawala.import.columns.sender'),
              t('hawala.import.columns.receiver'),
              t('hawala.import.columns.amount'),
              t('hawala.import.columns.rAmount'),
              t('hawala.import.columns.intoUsd'),
              t('hawala.import.columns.rate'),
              t('hawala.import.columns.destination'),
            ]}
            grid="9.5rem minmax(6rem,1fr) minmax(6rem,1fr) 6.5rem 8rem 6.5rem 4.5rem minmax(5rem,1fr)"
            minWidth="52rem"
            rowHeight={40}
            maxHeight="400px"
            rowKey={(row) => row.row}
            renderCells={(row) => (
              <>
                <span role="cell" className="truncate font-mono">{row.hawalaNo}</span>
                <span role="cell" className="truncate" title={row.senderName}>{row.senderName}</span>
                <span role="cell" className="truncate" title={row.receiverName}>{row.receiverName}</span>
                {/* The sender's amount is in pounds (SPEC §9); what is paid out is R Amount in the receiver currency. */}
                <span role="cell" className="text-end">
                  <MoneyText amount={row.amount} symbol="£" />
                </span>
                <span role="cell" className="text-end" title={row.currency}>
                  {row.rAmount !== null && <MoneyText amount={row.rAmount} symbol={currencySymbol(row.currency)} className="font-medium" />}
                </span>
                <span role="cell" className="text-end">{row.intoUSD !== null && <MoneyText amount={row.intoUSD} symbol="$" />}</span>
                <span role="cell" dir="ltr" className="text-end tabular-nums">{row.rate ?? ''}</span>
                <span role="cell" className="truncate" title={row.receiverLocation ?? ''}>{row.receiverLocation}</span>
              </>
            )}
          />
        )}
        {errors.length > 0 && <p className="text-sm text-muted-foreground">{t('hawala.import.fixInvalid')}</p>}
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
