import type { Ref } from 'react';
import type { Receipt } from '@sarafi/core';
import type { ReceiptWidth } from './receipt-width';
import { ReceiptView } from './receipt-view';
import './receipt.css';

/** One roll's width of paper with the voucher on it: the dialog's preview and the printed page are the same element. */
export function ReceiptPaper({ receipt, width, ref }: { receipt: Receipt; width: ReceiptWidth; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className="receipt-paper" data-width={width}>
      <ReceiptView receipt={receipt} />
    </div>
  );
}
