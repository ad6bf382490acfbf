import type { RawDocument } from './document-rule';
import type { PartyIdType } from '../contract/compliance-lctr';

/**
 * Who stood at the counter in a cash exchange (docs/decisions.md 'Walk-in exchanges'): kept only when a side is the shop's
 * cash, since an account on both sides already names the people. A body that does not name them (undefined) leaves
 * an edit's stored ones as they are; blank clears them.
 */
export function walkInOf(raw: Pick<RawDocument, 'walkInName' | 'walkInPhone'>, hasCashSide: boolean) {
  if (!hasCashSide) return { walkInName: null, walkInPhone: null };
  return { walkInName: raw.walkInName === undefined ? undefined : raw.walkInName || null, walkInPhone: raw.walkInPhone === undefined ? undefined : raw.walkInPhone || null };
}

/**
 * The ID of the cash customer (docs/decisions.md, Compliance: walk-in IDs) on a voucher or exchange against the shop's
 * cash; undefined leaves an edit's stored one, blank clears it. Without a cash side there is no walk-in.
 */
export function partyIdOf(raw: Pick<RawDocument, 'partyIdType' | 'partyIdNumber'>, hasCashSide: boolean): { partyIdType?: PartyIdType | null; partyIdNumber?: string | null } {
  if (!hasCashSide) return { partyIdType: null, partyIdNumber: null };
  return { partyIdType: raw.partyIdType === undefined ? undefined : raw.partyIdType || null, partyIdNumber: raw.partyIdNumber === undefined ? undefined : raw.partyIdNumber || null };
}
