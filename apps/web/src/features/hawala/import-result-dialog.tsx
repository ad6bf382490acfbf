import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck, Download, TriangleAlert } from 'lucide-react';
import type { HawalaImportResult } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { notify } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { downloadSkippedRows } from './import-api';
import { rowReason } from './import-api-reasons';
import { useDateFormat } from '../../lib/use-date-format';
import { RowNotes } from './import-preview-dialog-notes';

/** docs/architecture.md, States and transitions, 'Import flow': none imported is destructive; some duplicates is a warning; otherwise success. Skipped invalid rows warn too. */
export function importOutcome(result: HawalaImportResult): 'duplicates' | 'skipped' | 'partial' | 'success' {
  if (result.importedCount === 0) return 'duplicates';
  if (result.skipped.length > 0) return 'skipped';
  return result.duplicateCount > 0 ? 'partial' : 'success';
}

const looks = {
  duplicates: { icon: CircleAlert, box: 'border-red-200 bg-red-50 text-red-800' },
  skipped: { icon: TriangleAlert, box: 'border-amber-200 bg-amber-50 text-amber-900' },
  partial: { icon: TriangleAlert, box: 'border-amber-200 bg-amber-50 text-amber-900' },
  success: { icon: CircleCheck, box: 'border-green-200 bg-green-50 text-green-800' },
} as const;

/** The rows a valid-rows import left out, why, and the file to correct them in. */
function SkippedRows({ skipped }: { skipped: HawalaImportResult['skipped'] }) {
  const { t, i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  const dates = useDateFormat();
  const [downloading, setDownloading] = useState(false);
  const notes = skipped.map((row) => ({ row: row.row, hawalaNo: row.hawalaNo, reason: rowReason(t, row, rtl, (iso) => dates.date(iso)) }));
  const download = async () => {
    setDownloading(true);
    try {
      await downloadSkippedRows({ reasonHeader: t('hawala.import.result.reasonHeader'), rows: skipped.map((row, i) => ({ row: row.row, cells: row.cells, reason: notes[i]!.reason })) });
    } catch (error) {
      notify.error(errorMessage(error, t('hawala.import.result.downloadFailed')));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="space-y-2">
      <RowNotes tone="error" title={t('hawala.import.result.skippedTitle', { count: skipped.length })} rows={notes} />
      <Button variant="outline" onClick={() => void download()} disabled={downloading}>
        <Download className="size-4" aria-hidden /> {t('hawala.import.result.download')}
      </Button>
    </div>
  );
}

export function ImportResultDialog({ result, onClose }: { result: HawalaImportResult | null; onClose: () => void }) {
  const { t } = useTranslation();
  const outcome = result ? importOutcome(result) : 'success';
  const { icon: Icon, box } = looks[outcome];
  const skipped = result?.skipped ?? [];
  return (
    <Dialog open={result !== null} onOpenChange={(open) => !open && onClose()} title={t(`hawala.import.result.${outcome}`)} wide={skipped.length > 0}>
      {result && (
        <div className="space-y-3">
          <div className={cn('space-y-2 rounded-md border p-4 text-sm', box)} data-outcome={outcome}>
            <dl className={cn('grid gap-2', skipped.length > 0 ? 'grid-cols-3' : 'grid-cols-2')}>
              <div>
                <dt className="flex items-center gap-1 text-xs opacity-80">
                  <Icon className="size-3.5 shrink-0" aria-hidden /> {t('hawala.import.result.imported')}
                </dt>
                <dd className="text-xl font-bold tabular-nums" data-testid="imported-count">{result.importedCount}</dd>
              </div>
              <div>
                <dt className="text-xs opacity-80">{t('hawala.import.result.duplicatesCount')}</dt>
                <dd className="text-xl font-bold tabular-nums" data-testid="duplicate-count">{result.duplicateCount}</dd>
              </div>
              {skipped.length > 0 && (
                <div>
                  <dt className="text-xs opacity-80">{t('hawala.import.result.skippedCount')}</dt>
                  <dd className="text-xl font-bold tabular-nums" data-testid="skipped-count">{skipped.length}</dd>
                </div>
              )}
            </dl>
            {skipped.length === 0 && <p className="text-xs opacity-80">{t('hawala.import.result.clearing')}</p>}
          </div>
          {skipped.length > 0 && (
            <>
              <SkippedRows skipped={skipped} />
              <div className="flex justify-end">
                <Button onClick={onClose}>{t('common.close')}</Button>
              </div>
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}
