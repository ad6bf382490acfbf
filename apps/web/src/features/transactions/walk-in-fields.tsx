import { useTranslation } from 'react-i18next';
import { walkInLimits } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { Field, Input } from '../../components/ui/field';
import type { WalkIn } from './walk-in';
import { PartyIdFields } from '../compliance/lctr/party-id-fields';

/** The walk-in customer of a cash exchange, shown once a side is the shop's cash; both fields are optional. */
export function WalkInFields({ value, onChange, errorOf }: { value: WalkIn; onChange: (next: WalkIn) => void; errorOf: (field: string) => string | undefined }) {
  const { t } = useTranslation();
  return (
    <Card className="grid gap-4 sm:grid-cols-2" role="group" aria-label={t('transactions.exchange.walkIn')}>
      <h2 className="text-lg font-semibold sm:col-span-2">{t('transactions.exchange.walkIn')}</h2>
      <Field label={t('transactions.exchange.walkInName')} error={errorOf('walkInName')} hint={t('transactions.exchange.optional')}>
        {(control) => <Input {...control} maxLength={walkInLimits.name} autoComplete="off" value={value.name} onChange={(event) => onChange({ ...value, name: event.target.value })} />}
      </Field>
      <Field label={t('transactions.exchange.walkInPhone')} error={errorOf('walkInPhone')} hint={t('transactions.exchange.optional')}>
        {(control) => (
          <Input {...control} type="tel" dir="ltr" maxLength={walkInLimits.phone} autoComplete="off" value={value.phone} onChange={(event) => onChange({ ...value, phone: event.target.value })} />
        )}
      </Field>
      <div className="sm:col-span-2">
        <PartyIdFields
          label={t('compliance.walkInId')}
          value={{ idType: value.idType ?? '', idNumber: value.idNumber ?? '' }}
          onChange={(id) => onChange({ ...value, idType: id.idType, idNumber: id.idNumber })}
        />
      </div>
    </Card>
  );
}
