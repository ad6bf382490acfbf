import { useTranslation } from 'react-i18next';
import { updateCreditLimitsBody } from '@sarafi/core';
import { notify } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/api';
import { CurrencyLimitsCard } from '../limits/currency-limits-card';
import { useCreditLimits, useSaveCreditLimits } from './partner-queries';

/** An admin's credit limits of one partner, per currency: how much it may owe the shop. */
export function CreditLimitsCard({ partnerId }: { partnerId: number }) {
  const { t } = useTranslation();
  const { data, isLoading } = useCreditLimits(partnerId);
  const save = useSaveCreditLimits(partnerId);

  return (
    <CurrencyLimitsCard
      keys="partners.limits"
      testId="credit-limit"
      className="print:hidden"
      data={data}
      isLoading={isLoading}
      schema={updateCreditLimitsBody}
      saving={save.isPending}
      onSave={(body, saved) =>
        save.mutate(body, {
          onSuccess: () => {
            saved();
            notify.success(t('partners.limits.saved'));
          },
          onError: (error) => notify.error(errorMessage(error, t('partners.limits.saveFailed'))),
        })
      }
    />
  );
}
