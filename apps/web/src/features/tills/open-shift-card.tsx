import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { Field, Select } from '../../components/ui/field';
import { notify } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/api';
import { LoadError, Spinner } from '../shell/status-pages';
import { CashCountForm } from './cash-count-form';
import { useOpenShift, useTills } from './tills-queries';
import { useCountCurrencies } from './use-count-currencies';

/**
 * A clerk without a shift picks a free till and counts the float handed from the safe, note by note; the dialog
 * repeats the amounts, and confirming it is the clerk's word that this is what they received.
 */
export function OpenShiftCard() {
  const { t } = useTranslation();
  const tills = useTills();
  const sheet = useCountCurrencies();
  const open = useOpenShift();
  const [tillId, setTillId] = useState('');
  if (tills.isLoading || sheet.isLoading) return <Spinner label={t('tills.loading')} />;
  if (tills.error || !tills.data || sheet.error) return <LoadError error={tills.error ?? sheet.error} onRetry={() => void Promise.all([tills.refetch(), sheet.refetch()])} />;
  const free = tills.data.filter((till) => !till.isSafe && !till.holder);
  const tillName = free.find((till) => String(till.id) === tillId)?.name ?? '';
  return (
    <Card className="space-y-4" data-testid="open-shift">
      <div>
        <h2 className="text-lg font-semibold">{t('tills.open.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('tills.open.hint')}</p>
      </div>
      {free.length === 0 ? (
        <p className="rounded-md border border-border bg-muted px-3 py-2 text-sm">{t('tills.open.noFreeTill')}</p>
      ) : (
        <CashCountForm
          testId="float"
          currencies={sheet.currencies}
          submitLabel={t('tills.open.submit')}
          pending={open.isPending}
          ready={tillId !== ''}
          emptyMessage={t('tills.open.empty')}
          confirm={{ title: t('tills.open.confirmTitle'), text: (amounts) => t('tills.open.confirmText', { amounts, till: tillName }), confirmLabel: t('tills.open.confirm') }}
          onSubmit={(float) =>
            open.mutate(
              { tillId: Number(tillId), float },
              {
                onSuccess: () => notify.success(t('tills.open.done', { till: tillName })),
                onError: (error) => notify.error(errorMessage(error, t('tills.open.failed'))),
              },
            )
          }
        >
          <div className="w-full sm:w-72">
            <Field label={t('tills.till')}>
              {(props) => (
                <Select {...props} value={tillId} onChange={(e) => setTillId(e.target.value)} required>
                  <option value="">{t('tills.open.chooseTill')}</option>
                  {free.map((till) => (
                    <option key={till.id} value={till.id}>
                      {till.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
        </CashCountForm>
      )}
    </Card>
  );
}
