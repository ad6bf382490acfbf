import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ExternalLink, Save } from 'lucide-react';
import type { ExchangeDeskSettings } from '@sarafi/core';
import { apiRequest, errorMessage } from '../../lib/api';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, Select } from '../../components/ui/field';
import { notify } from '../../components/ui/toaster';
import { currenciesKey, useCurrencies } from '../currencies/use-currencies';
import { boardPath } from '../board/board-options';
import { LoadError, Spinner } from '../shell/status-pages';
import { exchangeDeskKey, useExchangeDesk } from './use-exchange-desk';

type Desk = Pick<ExchangeDeskSettings, 'baseCurrencyId' | 'boardEnabled'>;

/** Admin: the base currency profits and board prices are kept in, and whether the public rates board is on. */
export function ExchangeDeskCard() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { data, error, refetch } = useExchangeDesk();
  const { data: currencies } = useCurrencies();
  const [edits, setEdits] = useState<Partial<Desk>>({});
  const current = data && { baseCurrencyId: data.baseCurrencyId, boardEnabled: data.boardEnabled, ...edits };
  // An inactive currency cannot become the base, but the one that already is stays listed.
  const choices = (currencies ?? []).filter((c) => c.isActive || c.id === data?.baseCurrencyId);
  // The board opens in the admin's language; the address is what the shop's screen is then pointed at.
  const boardHref = i18n.language === 'en' ? boardPath : `${boardPath}?lang=${i18n.language}`;

  const save = useMutation({
    mutationFn: (body: Desk) => apiRequest<ExchangeDeskSettings>('PUT', '/api/settings/exchange-desk', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(exchangeDeskKey, saved);
      setEdits({});
      notify.success(t('fxDesk.settings.saved'));
      // The board prices are quoted against the base, so a new base changes what every currency card shows.
      void queryClient.invalidateQueries({ queryKey: currenciesKey });
    },
    onError: (e) => notify.error(errorMessage(e, t('fxDesk.settings.saveFailed'))),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (current) save.mutate(current);
  };

  const body = () => {
    if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
    if (!current || !data) return <Spinner />;
    return (
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('fxDesk.settings.base')} hint={data.baseChangeable ? t('fxDesk.settings.baseHint') : t('fxDesk.settings.baseLocked')}>
            {(control) => (
              <Select
                {...control}
                disabled={!data.baseChangeable}
                value={current.baseCurrencyId}
                onChange={(e) => setEdits((edit) => ({ ...edit, baseCurrencyId: Number(e.target.value) }))}
              >
                {choices.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.code} — {c.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <label className="flex items-start gap-2 text-sm sm:mt-6">
            <input
              type="checkbox"
              role="switch"
              className="mt-0.5 size-4 accent-blue-700"
              checked={current.boardEnabled}
              onChange={(e) => setEdits((edit) => ({ ...edit, boardEnabled: e.target.checked }))}
            />
            <span>
              <span className="font-medium">{t('fxDesk.settings.board')}</span>
              <span className="block text-muted-foreground">{t('fxDesk.settings.boardHint')}</span>
            </span>
          </label>
        </div>
        <div className="flex flex-wrap items-center justify-end gap-2">
          {/* The saved state decides: the board answers only once the switch is stored. */}
          {data.boardEnabled && (
            <a href={boardHref} target="_blank" rel="noreferrer" className={buttonVariants({ variant: 'outline' })}>
              <ExternalLink className="size-4" aria-hidden />
              {t('fxDesk.settings.openBoard')}
            </a>
          )}
          <Button type="submit" disabled={save.isPending}>
            <Save className="size-4" aria-hidden />
            {save.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </div>
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
