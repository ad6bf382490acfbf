import { describe, expect, it } from 'vitest';
import { missingPartyId, partyIdFieldsOf } from './walk-in-id';

const threshold = '100000.00';

describe('the walk-in ID rule', () => {
  const fields = partyIdFieldsOf('HawalaPayout');

  it('asks nothing at or below the threshold, or of a party with an ID on file', () => {
    expect(missingPartyId({}, false, '100000.00', threshold, fields)).toBeNull();
    expect(missingPartyId({}, true, '100000.01', threshold, fields)).toBeNull();
  });

  it('names the missing number, then the missing type, strictly above the threshold', () => {
    expect(missingPartyId({ idType: 'passport', idNumber: ' ' }, false, '100000.01', threshold, fields)).toBe('receiverIdNumber');
    expect(missingPartyId({ idNumber: 'P123' }, false, '100000.01', threshold, fields)).toBe('receiverIdType');
    expect(missingPartyId({ idType: 'tazkira', idNumber: '1400-0101-12345' }, false, '100000.01', threshold, fields)).toBeNull();
    expect(partyIdFieldsOf('HawalaSent').number).toBe('senderIdNumber');
    expect(partyIdFieldsOf('Exchange').number).toBe('partyIdNumber');
  });
});
