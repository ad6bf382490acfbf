import { isAboveThreshold } from './afn-equivalent';

/** Request fields a party's ID is read from, for the error to name the one that is missing. */
export interface PartyIdFields {
  type: string;
  number: string;
}

/** Where each posting kind reads its walk-in party's ID: the sender of a sent hawala, the receiver of a payout, else the cash customer. */
export const partyIdFieldsOf = (kind: string): PartyIdFields =>
  kind === 'HawalaSent'
    ? { type: 'senderIdType', number: 'senderIdNumber' }
    : kind === 'HawalaPayout'
      ? { type: 'receiverIdType', number: 'receiverIdNumber' }
      : { type: 'partyIdType', number: 'partyIdNumber' };

/** Whether an amount's AFN equivalent asks for the party's ID: strictly above the walk-in threshold. */
export const needsPartyId = (afnEquivalent: string, walkInIdThreshold: string) => isAboveThreshold(afnEquivalent, walkInIdThreshold);

/**
 * The walk-in ID rule (docs/decisions.md, Compliance: walk-in IDs): strictly above the threshold (AFN equivalent), a
 * party the shop has no ID of on file must show one: its type and number. Returns the missing field, or null.
 */
export function missingPartyId(
  party: { idType?: string | null; idNumber?: string | null },
  idOnFile: boolean,
  afnEquivalent: string,
  walkInIdThreshold: string,
  fields: PartyIdFields,
): string | null {
  if (idOnFile || !needsPartyId(afnEquivalent, walkInIdThreshold)) return null;
  if (!party.idNumber?.trim()) return fields.number;
  return party.idType ? null : fields.type;
}
