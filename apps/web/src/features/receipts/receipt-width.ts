import { defaultReceiptSide, receiptSides, type ReceiptSide } from './receipt-party';

/**
 * Paper a receipt prints on: thermal rolls of 58 mm or 80 mm (docs/architecture.md, Constants and limits, default 80 mm) or an A4 sheet (docs/decisions.md, Receipts).
 * Each is laid out at its own width; nothing is scaled down.
 */
export const receiptWidths = ['58mm', '80mm', 'A4'] as const;
export type ReceiptWidth = (typeof receiptWidths)[number];
export const defaultReceiptWidth: ReceiptWidth = '80mm';

/**
 * How one receipt prints: the paper, a second copy for the shop, whether it is a reprint (marked COPY), and which
 * side's customer it is for (whose balance it prints when the document moved two customers).
 */
export interface ReceiptPrint {
  width: ReceiptWidth;
  twoCopies: boolean;
  reprint: boolean;
  side: ReceiptSide;
}

export function parseReceiptWidth(value: string | null): ReceiptWidth {
  return receiptWidths.find((width) => width === value) ?? defaultReceiptWidth;
}

/** The print page lives outside the app shell, so nothing but the receipt reaches the paper. */
export const printReceiptPath = '/print/receipt/';

export function printReceiptUrl(transactionId: number, { width, twoCopies, reprint, side }: ReceiptPrint): string {
  const query = new URLSearchParams({ width });
  if (twoCopies) query.set('copies', '2');
  if (reprint) query.set('reprint', '1');
  if (side !== defaultReceiptSide) query.set('for', side);
  return `${printReceiptPath}${transactionId}?${query.toString()}`;
}

export function parseReceiptPrint(search: string): ReceiptPrint {
  const query = new URLSearchParams(search);
  const side = receiptSides.find((s) => s === query.get('for')) ?? defaultReceiptSide;
  return { width: parseReceiptWidth(query.get('width')), twoCopies: query.get('copies') === '2', reprint: query.get('reprint') === '1', side };
}
