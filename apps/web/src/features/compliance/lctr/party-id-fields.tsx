import { useTranslation } from 'react-i18next';
import { maxIdNumberLength, partyIdTypes, type PartyIdType } from '@sarafi/core';
import { Field, Input, Select } from '../../../components/ui/field';

export interface PartyId {
  idType: PartyIdType | '';
  idNumber: string;
}

export const noPartyId: PartyId = { idType: '', idNumber: '' };

/**
 * A walk-in party's ID (docs/decisions.md, Compliance: walk-in IDs): type and number, side by side. The server asks
 * for them above the walk-in threshold and names the missing field; `label` says whose ID it is.
 */
export function PartyIdFields({ label, value, onChange, disabled }: { label: string; value: PartyId; onChange: (next: PartyId) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-2 sm:grid-cols-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <Field label={t('compliance.idType')}>
        {(control) => (
          <Select {...control} value={value.idType} onChange={(e) => onChange({ ...value, idType: e.target.value as PartyIdType | '' })}>
            <option value="">{t('compliance.chooseIdType')}</option>
            {partyIdTypes.map((type) => (
              <option key={type} value={type}>
                {t(`accounts.kyc.idTypes.${type}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('compliance.idNumber')}>
        {(control) => <Input {...control} dir="ltr" maxLength={maxIdNumberLength} value={value.idNumber} onChange={(e) => onChange({ ...value, idNumber: e.target.value })} />}
      </Field>
    </fieldset>
  );
}
