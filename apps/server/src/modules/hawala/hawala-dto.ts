import { defaultHawalaSenderCode, hawalaSenderPays, hawalaStatuses, type Hawala, type HawalaDetail, type RecentHawalaItem } from '@sarafi/core';
import type { hawalaDetails, hawalas } from '../../db/schema';
import { isoOrNull } from '../../lib/dates';

type HawalaRow = typeof hawalas.$inferSelect;

/** The CHECK constraint holds the status to these values; this only narrows the type. */
const statusOf = (row: HawalaRow) => hawalaStatuses.find((s) => s === row.status) ?? 'sent';

/** What a sent hawala's DTO needs beyond its own row: names joined in and the viewer's right to its secret code. */
export interface HawalaExtras {
  partnerName: string | null;
  partnerCode: string | null;
  processedByName: string | null;
  paidByName: string | null;
  cancelledByName: string | null;
  transactionId: number | null;
  showSecret: boolean;
}

const noExtras: HawalaExtras = { partnerName: null, partnerCode: null, processedByName: null, paidByName: null, cancelledByName: null, transactionId: null, showSecret: false };

export function toHawalaDto(row: HawalaRow, extras: HawalaExtras = noExtras): Hawala {
  return {
    id: row.id,
    hawalaNumber: row.hawalaNumber,
    senderAccountId: row.senderAccountId,
    receiverAccountId: row.receiverAccountId,
    senderName: row.senderName,
    receiverName: row.receiverName,
    senderPhone: row.senderPhone,
    receiverPhone: row.receiverPhone,
    senderIdType: row.senderIdType,
    senderIdNumber: row.senderIdNumber,
    receiverIdType: row.receiverIdType,
    receiverIdNumber: row.receiverIdNumber,
    amount: row.amount,
    currency: row.currency,
    exchangeRate: row.exchangeRate,
    convertedAmount: row.convertedAmount,
    convertedCurrency: row.convertedCurrency,
    partnerAccountId: row.partnerAccountId,
    commission: row.commission,
    status: statusOf(row),
    notes: row.notes,
    processedBy: row.processedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    secretCode: extras.showSecret ? row.secretCode : null,
    senderPaid: hawalaSenderPays(row.amount, row.commission) ?? row.amount,
    paidFromAccountId: row.paidFromAccountId,
    partnerName: extras.partnerName,
    partnerCode: extras.partnerCode,
    processedByName: extras.processedByName,
    paidAt: isoOrNull(row.paidAt),
    paidByName: extras.paidByName,
    cancelledAt: isoOrNull(row.cancelledAt),
    cancelledByName: extras.cancelledByName,
    cancelReason: row.cancelReason,
    transactionId: extras.transactionId,
  };
}

export function toRecentHawalaItem(row: HawalaRow): RecentHawalaItem {
  const { id, hawalaNumber, senderName, receiverName, currency, amount } = row;
  return { id, hawalaNumber, senderName, receiverName, currency, amount, status: statusOf(row), createdAt: row.createdAt.toISOString() };
}

const orElse = (value: string | null, fallback: string) => (value && value.trim() !== '' ? value : fallback);

/** The sending partner of an imported hawala, joined in (hawala-sender-partner.ts). */
export interface SenderPartnerExtras {
  senderPartnerName: string | null;
  amountCurrency: string | null;
}

/** docs/architecture.md, Wire fields, 'Hawala details' with its fallbacks, so every client shows the same thing for a sparse row. */
export function toHawalaDetailDto(row: typeof hawalaDetails.$inferSelect, sender: SenderPartnerExtras): HawalaDetail {
  return {
    id: row.id,
    senderCode: orElse(row.senderCode, defaultHawalaSenderCode),
    hawalaNo: orElse(row.hawalaNo, `TXN-${row.id}`),
    senderName: row.senderName,
    senderLocation: row.senderLocation,
    receiverName: row.receiverName,
    receiverLocation: row.receiverLocation,
    amount: row.amount,
    currency: orElse(row.currency, 'AFN'),
    exchangeRate: row.exchangeRate,
    rAmount: row.rAmount,
    rate: row.rate,
    intoUSD: row.intoUSD,
    hawalaStatus: orElse(row.hawalaStatus, 'Pending'),
    remarks: row.remarks,
    importDate: isoOrNull(row.importDate),
    transactionDate: row.transactionDate,
    hawalaDate: row.hawalaDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    senderPartnerName: sender.senderPartnerName,
    amountCurrency: sender.amountCurrency,
  };
}
