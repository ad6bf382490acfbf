import type { Transaction } from '@sarafi/core';
import type { transactions } from '../../db/schema';
import { isoOrNull } from '../../lib/dates';
import type { DealValues } from '../fx/deal-sync';

type DocumentRow = Omit<typeof transactions.$inferSelect, 'id' | 'createdAt' | 'updatedAt'>;

/** The document fields (docs/architecture.md, Wire fields), shared by live and deleted transactions (their tables share these columns). */
export function documentDto(row: DocumentRow) {
  return {
    transType: row.transType,
    transDescription: row.transDescription,
    currencyId: row.currencyId,
    dAmount: row.dAmount,
    cAmount: row.cAmount,
    cCurrencyId: row.cCurrencyId,
    cTransDescription: row.cTransDescription,
    inAccountId: row.inAccountId,
    outAccountId: row.outAccountId,
    transDateTime: isoOrNull(row.transDateTime),
    transDate: row.transDate,
    exRate: row.exRate,
    userCreated: row.userCreated,
    dateCreated: isoOrNull(row.dateCreated),
    userModified: row.userModified,
    dateModified: isoOrNull(row.dateModified),
    referenceId: row.referenceId,
    hawalaId: row.hawalaId,
    transId: row.transId,
  };
}

/** A live transaction; `deal` is its exchange deal's values (modules/fx), when it is one. */
export function toTransactionDto(row: typeof transactions.$inferSelect, deal?: DealValues | null, till?: { id: number; name: string } | null): Transaction {
  return {
    id: row.id,
    ...documentDto(row),
    realisedProfit: deal?.realisedProfit ?? null,
    baseCurrency: deal?.baseCurrency ?? null,
    walkInName: row.walkInName,
    partyIdType: row.partyIdType,
    partyIdNumber: row.partyIdNumber,
    walkInPhone: row.walkInPhone,
    ...(till !== undefined && { tillId: till?.id ?? null, tillName: till?.name ?? null }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
