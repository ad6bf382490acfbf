import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Printer } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { notify } from '../../components/ui/toaster';
import { Spinner } from '../shell/status-pages';
import { PrinterWidthRadio } from './printer-width-radio';
import { ReceiptPaper } from './receipt-paper';
import { defaultReceiptWidth, printReceiptUrl, type ReceiptWidth } from './receipt-width';
import { useReceipt } from './use-receipt';

/** SPEC §2.20 / §4: opens after a voucher is saved; preview at the chosen roll width, print in a window of its own. */
export function ReceiptDialog({ transactionId, onClose }: { transactionId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [width, setWidth] = useState<ReceiptWidth>(defaultReceiptWidth);
  const { data: receipt, isLoading } = useReceipt(transactionId);

  const print = () => {
    const opened = window.open(printReceiptUrl(transactionId, width), '_blank', 'popup,width=420,height=720');
    if (!opened) notify.error(t('receipts.popupBlocked'));
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('receipts.title')}>
      {isLoading ? (
        <Spinner label={t('receipts.loading')} />
      ) : !receipt ? (
        <p role="alert" className="py-8 text-center text-destructive">
          {t('receipts.loadFailed')}
        </p>
      ) : (
        <div className="space-y-4">
          <PrinterWidthRadio value={width} onChange={setWidth} />
          <div className="flex justify-center overflow-x-auto rounded-md bg-muted p-3" role="group" aria-label={t('receipts.preview')}>
            <ReceiptPaper receipt={receipt} width={width} />
          </div>
        </div>
      )}
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          {t('common.close')}
        </Button>
        <Button onClick={print} disabled={!receipt}>
          <Printer className="h-4 w-4" aria-hidden />
          {t('receipts.print')}
        </Button>
      </div>
    </Dialog>
  );
}
