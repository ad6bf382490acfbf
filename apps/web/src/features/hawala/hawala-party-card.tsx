import { useTranslation } from 'react-i18next';
import { accountDisplayName } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { Field, Input } from '../../components/ui/field';
import { AccountCombobox } from '../transactions/account-combobox';
import type { HawalaParty } from './hawala-draft';
import { noPartyId, PartyIdFields } from '../compliance/lctr/party-id-fields';

interface HawalaPartyCardProps {
  side: 'sender' | 'receiver';
  party: HawalaParty;
  onChange: (party: HawalaParty) => void;
  errorOf: (field: string) => string | undefined;
}

/**
 * The sender (docs/architecture.md, Screens, Hawala Transaction) or receiver section: an optional account (walk-in customers have none, docs/architecture.md, Where we differ from the original product), the
 * name and the phone. Choosing an account fills the name and phone when they are still empty.
 */
export function HawalaPartyCard({ side, party, onChange, errorOf }: HawalaPartyCardProps) {
  const { t } = useTranslation();
  const k = `hawala.form.${side}` as const;
  return (
    <Card className="space-y-4" role="group" aria-label={t(`${k}.title`)}>
      <h2 className={side === 'sender' ? 'text-lg font-semibold text-red-700' : 'text-lg font-semibold text-green-700'}>{t(`${k}.title`)}</h2>
      <Field label={t(`${k}.account`)} error={errorOf(`${side}AccountId`)}>
        {(control) => (
          <AccountCombobox
            {...control}
            value={party.account}
            onChange={(account) =>
              onChange({
                account,
                name: party.name || (account ? accountDisplayName(account) : ''),
                phone: party.phone || account?.phone || '',
              })
            }
          />
        )}
      </Field>
      <Field label={t(`${k}.name`)} error={errorOf(`${side}Name`)}>
        {(control) => <Input {...control} maxLength={255} autoComplete="off" value={party.name} onChange={(e) => onChange({ ...party, name: e.target.value })} />}
      </Field>
      <Field label={t(`${k}.phone`)} error={errorOf(`${side}Phone`)}>
        {(control) => (
          <Input {...control} type="tel" dir="ltr" maxLength={50} autoComplete="off" value={party.phone} onChange={(e) => onChange({ ...party, phone: e.target.value })} />
        )}
      </Field>
      {!party.account && <PartyIdFields label={t('compliance.walkInId')} value={party.id ?? noPartyId} onChange={(id) => onChange({ ...party, id })} />}
    </Card>
  );
}
