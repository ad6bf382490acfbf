import { useTranslation } from 'react-i18next';
import type { CurrentShiftResponse } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { notify } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/api';
import { Spinner } from '../shell/status-pages';
import { CashCountForm } from './cash-count-form';
import { useAcceptHandover } from './tills-queries';
import { useCountCurrencies } from './use-count-currencies';

/**
 * A till another clerk offers this one: the receiving clerk counts the whole drawer on their own, never seeing the
 * hander's figures, and accepts; the server hands the till over only when the two counts agree (docs/decisions.md,
 * Tills and shifts).
 */
export function AcceptHandoverCard({ handover }: { handover: CurrentShiftResponse['handoverOffers'][number] }) {
  const { t } = useTranslation();
  const sheet = useCountCurrencies();
  const accept = useAcceptHandover();
  return (
    <Card className="space-y-4" data-testid="accept-handover">
      <div>
        <h2 className="text-lg font-semibold">{t('tills.accept.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('tills.accept.text', { user: handover.fromUsername, till: handover.tillName })}</p>
      </div>
      {sheet.isLoading ? (
        <Spinner label={t('tills.loading')} />
      ) : (
        <CashCountForm
          testId="accept"
          currencies={sheet.currencies}
          emptyMessage={t('tills.emptyMove')}
          submitLabel={t('tills.accept.submit')}
          pending={accept.isPending}
          onSubmit={(counts) =>
            accept.mutate(
              { shiftId: handover.shiftId, counts },
              {
                onSuccess: () => notify.success(t('tills.accept.done', { till: handover.tillName })),
                onError: (error) => notify.error(errorMessage(error, t('tills.failed'))),
              },
            )
          }
        />
      )}
    </Card>
  );
}
