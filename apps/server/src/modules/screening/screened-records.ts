import type { ScreenedRecord } from '@sarafi/core';

/** The names of each screened record, as the review queue shows them (docs/decisions.md, Compliance: sanctions screening). */
const fullName = (...parts: (string | null | undefined)[]) => parts.filter((part) => part && part.trim()).join(' ').trim();

export function accountHolder(account: { id: number; accountCode: string; accountName: string; lastName: string | null; dateOfBirth: string | null }): ScreenedRecord {
  return { kind: 'account', id: account.id, role: 'holder', name: fullName(account.accountName, account.lastName), dateOfBirth: account.dateOfBirth, label: account.accountCode };
}

export function importedHawalaParties(hawala: { id: number | null; hawalaNo: string; senderName: string | null; receiverName: string | null }): ScreenedRecord[] {
  const base = { kind: 'hawalaImport' as const, id: hawala.id, dateOfBirth: null, label: hawala.hawalaNo };
  return [
    { ...base, role: 'sender', name: fullName(hawala.senderName) },
    { ...base, role: 'receiver', name: fullName(hawala.receiverName) },
  ];
}

/** A walk-in at the counter (an exchange against the drawer, a cash voucher) named as the clerk typed them, screened as the deal is posted. */
export function walkInCustomer(name: string): ScreenedRecord {
  return { kind: 'walkIn', id: null, role: 'walkInCustomer', name: fullName(name), dateOfBirth: null, label: '' };
}

/** A hawala we send is screened before it exists: its parties are walk-ins or account holders, named as typed. */
export function sentHawalaParties(hawala: { senderName: string; receiverName: string; senderAccountId: number | null; receiverAccountId: number | null }): ScreenedRecord[] {
  const base = { kind: 'hawala' as const, id: null, dateOfBirth: null, label: '' };
  return [
    { ...base, role: hawala.senderAccountId === null ? 'walkInSender' : 'sender', name: fullName(hawala.senderName) },
    { ...base, role: hawala.receiverAccountId === null ? 'walkInReceiver' : 'receiver', name: fullName(hawala.receiverName) },
  ];
}
