import { accountStatuses, accountTypes, idTypes, type Account, type AccountKyc, type AccountListItem } from '@sarafi/core';
import type { accounts } from '../../db/schema';

type Row = typeof accounts.$inferSelect;

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

export function toAccountListItem(row: Row, currencyCode: string): AccountListItem {
  return {
    id: row.id,
    accountCode: row.accountCode,
    accountName: row.accountName,
    lastName: row.lastName,
    fatherName: row.fatherName,
    tazkiraNumber: row.tazkiraNumber,
    email: row.email,
    phone: row.phone,
    dateOfBirth: row.dateOfBirth,
    currencyId: row.currencyId,
    currency: currencyCode,
    address: row.address,
    accountType: oneOf(accountTypes, row.accountType, 'customer'),
    accountStatus: oneOf(accountStatuses, row.accountStatus, 'active'),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Image addresses carry the change time so a browser never shows a replaced image from its cache. */
export function toAccount(row: Row, currency: { code: string; name: string }, documents: { kind: string; updatedAt: Date }[]): Account {
  const url = (kind: string) => {
    const doc = documents.find((d) => d.kind === kind);
    return doc ? `/api/accounts/${row.id}/${kind}?v=${doc.updatedAt.getTime()}` : null;
  };
  return { ...toAccountListItem(row, currency.code), currencyName: currency.name, picture: url('picture'), signature: url('signature'), ...toAccountKyc(row) };
}

export function toAccountKyc(row: Row): AccountKyc {
  return {
    idType: row.idType === null ? null : oneOf(idTypes, row.idType, 'other'),
    idNumber: row.idNumber,
    idIssueDate: row.idIssueDate,
    idExpiryDate: row.idExpiryDate,
    nationality: row.nationality,
    occupation: row.occupation,
  };
}
