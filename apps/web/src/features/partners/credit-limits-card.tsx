import { updateCreditLimitsBody } from '@sarafi/core';
import { CurrencyLimitsCard } from '../limits/currency-limits-card';
import { useCreditLimits, useSaveCreditLimits } from './partner-queries';

/** An admin's credit limits of one partner, per currency: how much it may owe the shop. */
export function CreditLimitsCard({ partnerId }: { partnerId: number }) {
  const { data, isLoading } = useCreditLimits(partnerId);
  const save = useSaveCreditLimits(partnerId);
  return (
    <CurrencyLimitsCard keys="partners.limits" testId="credit-limit" className="print:hidden" changes={{ setting: 'creditLimit', partnerId }} data={data} isLoading={isLoading} schema={updateCreditLimitsBody} save={save} />
  );
}
