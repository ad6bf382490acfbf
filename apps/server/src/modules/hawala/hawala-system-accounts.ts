import { commissionAccountCode, toAssignAccountCode } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { systemAccountId } from '../ledger/system-account';

type Kind = 'commission' | 'toAssign';

const codeOf: Record<Kind, (currencyCode: string) => string> = { commission: commissionAccountCode, toAssign: toAssignAccountCode };
const nameOf: Record<Kind, (currencyCode: string) => string> = {
  commission: (code) => `Hawala Commission Income ${code}`,
  toAssign: (code) => `Hawalas to Assign ${code}`,
};

/**
 * The system account of one kind for one currency, created with the first hawala sent in it (ledger/system-account.ts),
 * not at first start: an unused one would count as a use of its currency and keep the currency from being deleted.
 */
export const hawalaSystemAccountId = (db: Executor, kind: Kind, currency: { id: number; code: string }): Promise<number> =>
  systemAccountId(db, { code: codeOf[kind](currency.code), name: nameOf[kind](currency.code), currencyId: currency.id });
