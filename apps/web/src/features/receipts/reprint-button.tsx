import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Printer } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ReceiptDialog } from './receipt-dialog';

/** A row's Print action (Search, an account's documents): the transaction's receipt again, marked COPY. */
export function ReprintButton({ transactionId }: { transactionId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="icon" variant="ghost" onClick={() => setOpen(true)} aria-label={t('receipts.reprintOf', { id: transactionId })} title={t('receipts.reprint')}>
        <Printer className="size-4" aria-hidden />
      </Button>
      {open && <ReceiptDialog transactionId={transactionId} reprint onClose={() => setOpen(false)} />}
    </>
  );
}
