import { and, eq, inArray } from 'drizzle-orm';
import { defaultHawalaSenderCode, hawalaMessages, isPartnerAccountType, type HawalaImportProblem, type HawalaImportSender } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accounts, currencies } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { recordCells, rowError, type RecordColumns } from './map-rows';
import type { RefusedRows } from './posting-limit-rows';

const senderColumns = { id: accounts.id, code: accounts.accountCode, name: accounts.accountName, currency: currencies.code, type: accounts.accountType, status: accounts.accountStatus };
const selectSenders = (db: Executor) =>
  db.select(senderColumns).from(accounts).leftJoin(currencies, eq(currencies.id, accounts.currencyId)).$dynamic();

type SenderRow = Awaited<ReturnType<ReturnType<typeof selectSenders>['execute']>>[number];
const isSendingPartner = (row: SenderRow) => row.status === 'active' && isPartnerAccountType(row.type);
const asSender = (row: SenderRow): HawalaImportSender => ({ code: row.code, name: row.name, currency: row.currency });

/**
 * The partner who sent a sheet (docs/decisions.md, Hawala import): the form's `senderAccountId`, an active partner
 * account; without it, the account coded 2001 where one exists, so older clients keep working; else the clerk must choose.
 */
export async function importSender(db: Executor, field: string | undefined): Promise<HawalaImportSender> {
  const text = field?.trim() ?? '';
  if (text === '') {
    const [fallback] = await selectSenders(db).where(and(eq(accounts.isSystem, false), eq(accounts.accountCode, defaultHawalaSenderCode)));
    if (!fallback) throw badRequest(hawalaMessages.senderRequired, 'hawala.senderRequired');
    return asSender(fallback);
  }
  const id = /^\d{1,9}$/.test(text) ? Number(text) : null;
  const [row] = id === null ? [] : await selectSenders(db).where(and(eq(accounts.isSystem, false), eq(accounts.id, id)));
  if (!row || !isSendingPartner(row)) throw badRequest(hawalaMessages.senderInvalid, 'hawala.senderInvalid');
  return asSender(row);
}

export interface RowSenders extends RefusedRows {
  /** The partners the valid rows name, the sheet's sender first. */
  senders: HawalaImportSender[];
}

/**
 * Rows whose own Sender Code is not an active partner account: Pass could not book their payout to anyone, so preview
 * and import refuse them as row errors, like any other bad cell.
 */
export async function rowSenders(db: Executor, records: RecordColumns, sender: HawalaImportSender): Promise<RowSenders> {
  const codes = [...new Set(records.senderCode.filter((code): code is string => code !== null && code !== sender.code))];
  const found = codes.length === 0 ? [] : await selectSenders(db).where(and(eq(accounts.isSystem, false), inArray(accounts.accountCode, codes)));
  const partners = new Map(found.filter(isSendingPartner).map((row) => [row.code, asSender(row)]));
  const result: RowSenders = { indexes: new Set(), errors: [], senders: [sender, ...partners.values()] };
  records.senderCode.forEach((code, i) => {
    if (code === null || code === sender.code || partners.has(code)) return;
    result.indexes.add(i);
    const problem = { code: 'senderNotPartner', params: { column: 'senderCode', text: code.slice(0, 40) } } satisfies HawalaImportProblem;
    result.errors.push(rowError(records.row[i]!, records.hawalaNo[i]!, [problem], recordCells(records, i)));
  });
  return result;
}
