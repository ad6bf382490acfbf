import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Printer } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { notify } from '../../components/ui/toaster';
import { Spinner } from '../shell/status-pages';
import { PrintOptions } from './print-options';
import { ReceiptPaper } from './receipt-paper';
import { defaultReceiptWidth, printReceiptUrl, type ReceiptPrint } from './receipt-width';
import { defaultReceiptSide } from './receipt-party';
import { useReceipt } from './use-receipt';

/**
 * The receipt of one transaction: opened right after a save, or as a reprint (marked COPY) from Search or an
 * account's documents. Preview on the chosen paper, print in a window of its own.
 */
export function ReceiptDialog({ transactionId, onClose, reprint = false }: { transactionId: number; onClose: () => void; reprint?: boolean }) {
  const { t } = useTranslation();
  const [print, setPrint] = useState<ReceiptPrint>({ width: defaultReceiptWidth, twoCopies: false, reprint, side: defaultReceiptSide });
  const { data: receipt, isLoading } = useReceipt(transactionId);

  const openPrint = () => {
    const opened = window.open(printReceiptUrl(transactionId, print), '_blank', 'popup,width=420,height=720');
    if (!opened) notify.error(t('receipts.popupBlocked'));
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={reprint ? t('receipts.reprintTitle') : t('receipts.title')}>
      {isLoading ? (
        <Spinner label={t('receipts.loading')} />
      ) : !receipt ? (
        <p role="alert" className="py-8 text-center text-destructive">
          {t('receipts.loadFailed')}
        </p>
      ) : (
        <div className="space-y-4">
          <PrintOptions receipt={receipt} value={print} onChange={setPrint} />
          <div className="flex overflow-x-auto rounded-md bg-muted p-1 sm:p-3" role="group" aria-label={t('receipts.preview')}>
            <div className="mx-auto">
              <ReceiptPaper receipt={receipt} print={print} />
            </div>
          </div>
        </div>
      )}
      {/* Close and Print stay in sight while a long receipt scrolls inside the dialog (docs/decisions.md, Web and i18n, 'The receipt's buttons stay in sight'). */}
      <div className="sticky -bottom-6 -mx-6 -mb-6 mt-4 flex justify-end gap-2 border-t border-border bg-popover px-6 py-3">
        <Button variant="outline" onClick={onClose}>
          {t('common.close')}
        </Button>
        <Button onClick={openPrint} disabled={!receipt}>
          <Printer className="h-4 w-4" aria-hidden />
          {t('receipts.print')}
        </Button>
      </div>
    </Dialog>
  );
}
