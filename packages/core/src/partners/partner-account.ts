import type { accountTypes } from '../enums';

/** The account types a partner (correspondent) is kept under (docs/decisions.md, Partners and settlements): they carry the debt of hawalas paid for them. */
export const partnerAccountTypes = ['partner', 'hawala_partner'] as const satisfies readonly (typeof accountTypes)[number][];

export const isPartnerAccountType = (accountType: string) => (partnerAccountTypes as readonly string[]).includes(accountType);
