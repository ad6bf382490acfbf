import type { Ref } from 'react';
import type { Receipt } from '@sarafi/core';
import type { ReceiptPrint } from './receipt-width';
import { balancesFor } from './receipt-party';
import { ReceiptView } from './receipt-view';
import './receipt.css';

/**
 * The paper with the receipt on it: the dialog's preview and the printed page are the same element. Two copies
 * print one after the other on a roll, side by side on A4 (the customer's, then the shop's), with a line to cut or
 * tear along between them. Both copies are the one customer's receipt: only that customer's balance is on them.
 */
export function ReceiptPaper({ receipt: document, print, ref }: { receipt: Receipt; print: ReceiptPrint; ref?: Ref<HTMLDivElement> }) {
  const receipt = { ...document, balances: balancesFor(document, print.side) };
  return (
    <div ref={ref} className="receipt-paper" data-width={print.width} data-copies={print.twoCopies ? 2 : 1}>
      {print.twoCopies ? (
        <>
          <ReceiptView receipt={receipt} reprint={print.reprint} copyFor="customer" />
          <div className="receipt-cut" aria-hidden />
          <ReceiptView receipt={receipt} reprint={print.reprint} copyFor="shop" />
        </>
      ) : (
        <ReceiptView receipt={receipt} reprint={print.reprint} />
      )}
    </div>
  );
}
