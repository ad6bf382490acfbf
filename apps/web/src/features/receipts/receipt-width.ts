/** SPEC §9: thermal rolls of 58 mm or 80 mm (default 80 mm), content scaled to fit the printable width. */
export const receiptWidths = ['58mm', '80mm'] as const;
export type ReceiptWidth = (typeof receiptWidths)[number];
export const defaultReceiptWidth: ReceiptWidth = '80mm';

export function parseReceiptWidth(value: string | null): ReceiptWidth {
  return receiptWidths.find((width) => width === value) ?? defaultReceiptWidth;
}

/** The print page lives outside the app shell, so nothing but the receipt reaches the paper. */
export const printReceiptPath = '/print/receipt/';

export const printReceiptUrl = (transactionId: number, width: ReceiptWidth) => `${printReceiptPath}${transactionId}?width=${width}`;
