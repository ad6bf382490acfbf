import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveButton } from '../../components/ui/save-button';
import { Card } from '../../components/ui/card';
import { Field, Select } from '../../components/ui/field';
import { useCurrencies } from '../currencies/use-currencies';
import { useCurrencyLabel } from '../currencies/use-currency-label';
import { LoadError, Spinner } from '../shell/status-pages';
import { useExchangeDesk } from './use-exchange-desk';
import { useSaveExchangeDesk } from './use-save-exchange-desk';

/** Admin: the base currency profits and board prices are kept in. */
export function ExchangeDeskCard() {
  const { t } = useTranslation();
  const currencyLabel = useCurrencyLabel();
  const { data, error, refetch } = useExchangeDesk();
  const { data: currencies } = useCurrencies();
  const [baseCurrencyId, setBaseCurrencyId] = useState<number>();
  const save = useSaveExchangeDesk(() => setBaseCurrencyId(undefined));
  // An inactive currency cannot become the base, but the one that already is stays listed.
  const choices = (currencies ?? []).filter((c) => c.isActive || c.id === data?.baseCurrencyId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (data) save.mutate({ baseCurrencyId: baseCurrencyId ?? data.baseCurrencyId, boardEnabled: data.boardEnabled });
  };

  const body = () => {
    if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
    if (!data) return <Spinner />;
    return (
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={t('fxDesk.settings.base')} hint={data.baseChangeable ? t('fxDesk.settings.baseHint') : t('fxDesk.settings.baseLocked')}>
          {(control) => (
            <Select {...control} disabled={!data.baseChangeable} value={baseCurrencyId ?? data.baseCurrencyId} onChange={(e) => setBaseCurrencyId(Number(e.target.value))}>
              {choices.map((c) => (
                <option key={c.id} value={c.id}>
                  {currencyLabel(c)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {data.baseChangeable && (
          <div className="flex justify-end">
            <SaveButton pending={save.isPending} />
          </div>
        )}
      </form>
    );
  };

  return (
    <Card className="mt-6" aria-labelledby="exchange-desk-title" data-testid="exchange-desk-settings">
      <h2 id="exchange-desk-title" className="font-semibold">
        {t('fxDesk.settings.title')}
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">{t('fxDesk.settings.subtitle')}</p>
      {body()}
    </Card>
  );
}
