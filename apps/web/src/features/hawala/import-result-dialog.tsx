import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import type { HawalaImportResult } from '@sarafi/core';
import { Dialog } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';

/** SPEC §4 'Import flow': none imported is destructive; some duplicates is a warning; otherwise success. */
export function importOutcome(result: HawalaImportResult): 'duplicates' | 'partial' | 'success' {
  if (result.importedCount === 0) return 'duplicates';
  return result.duplicateCount > 0 ? 'partial' : 'success';
}

const looks = {
  duplicates: { icon: CircleAlert, box: 'border-red-200 bg-red-50 text-red-800' },
  partial: { icon: TriangleAlert, box: 'border-amber-200 bg-amber-50 text-amber-900' },
  success: { icon: CircleCheck, box: 'border-green-200 bg-green-50 text-green-800' },
} as const;

export function ImportResultDialog({ result, onClose }: { result: HawalaImportResult | null; onClose: () => void }) {
  const { t } = useTranslation();
  const outcome = result ? importOutcome(result) : 'success';
  const { icon: Icon, box } = looks[outcome];
  return (
    <Dialog open={result !== null} onOpenChange={(open) => !open && onClose()} title={t(`hawala.import.result.${outcome}`)}>
      {result && (
        <div className={cn('space-y-2 rounded-md border p-4 text-sm', box)} data-outcome={outcome}>
          <p className="flex items-start gap-2 font-medium">
            <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{result.message}</span>
          </p>
          <dl className="grid grid-cols-2 gap-2">
            <div>
              <dt className="text-xs opacity-80">{t('hawala.import.result.imported')}</dt>
              <dd className="text-xl font-bold tabular-nums" data-testid="imported-count">{result.importedCount}</dd>
            </div>
            <div>
              <dt className="text-xs opacity-80">{t('hawala.import.result.duplicatesCount')}</dt>
              <dd className="text-xl font-bold tabular-nums" data-testid="duplicate-count">{result.duplicateCount}</dd>
            </div>
          </dl>
          <p className="text-xs opacity-80">{t('hawala.import.result.clearing')}</p>
        </div>
      )}
    </Dialog>
  );
}
