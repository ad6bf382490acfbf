import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Coins, Plus } from 'lucide-react';
import { can, grantsOf, type Currency } from '@sarafi/core';
import { apiRequest, errorMessage } from '../../lib/api';
import { Button } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notify } from '../../components/ui/toaster';
import { useCurrentUser } from '../auth/use-current-user';
import { LoadError, Spinner } from '../shell/status-pages';
import { useExchangeDesk } from '../fx-desk/use-exchange-desk';
import { BoardRatesDialog } from './board-rates-dialog';
import { CurrencyCard } from './currency-card';
import { CurrencyForm, type CurrencyFormOutput } from './currency-form';
import { RateHistoryDialog } from './rate-history-dialog';
import { currenciesKey, useCurrencies } from './use-currencies';

/** docs/architecture.md, Screens, Currencies. One form is open at a time: starting an edit closes the add form and the other way round. */
export function CurrenciesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: currencies, isLoading, error, refetch } = useCurrencies();
  // Everyone reads the table; only admins change it (the server refuses the others, docs/decisions.md).
  const mayChange = can(grantsOf(useCurrentUser().data?.permissions ?? []), 'currency-changes');
  const [form, setForm] = useState<{ mode: 'add' } | { mode: 'edit'; id: number }>();
  const [deleting, setDeleting] = useState<Currency>();
  const [rates, setRates] = useState<{ currency: Currency; show: 'edit' | 'history' }>();
  const baseCode = useExchangeDesk().data?.baseCurrencyCode;
  const refresh = () => queryClient.invalidateQueries({ queryKey: currenciesKey });
  const closeForm = () => setForm(undefined);

  const add = useMutation({
    mutationFn: (values: CurrencyFormOutput) => apiRequest<Currency>('POST', '/api/currencies', values),
    onSuccess: () => {
      notify.success(t('currencies.added'));
      closeForm();
      void refresh();
    },
    onError: (e) => notify.error(errorMessage(e, t('currencies.addFailed'))),
  });
  const update = useMutation({
    // The code is fixed once created (docs/architecture.md, Where we differ from the original product): an edit sends name, symbol and rate only.
    mutationFn: ({ id, values: { name, symbol, rate } }: { id: number; values: CurrencyFormOutput }) =>
      apiRequest<Currency>('PUT', `/api/currencies/${id}`, { name, symbol, rate }),
    onSuccess: () => {
      notify.success(t('currencies.updated'));
      closeForm();
      void refresh();
    },
    onError: (e) => notify.error(errorMessage(e, t('currencies.updateFailed'))),
  });
  const remove = useMutation({
    mutationFn: (currency: Currency) => apiRequest<void>('DELETE', `/api/currencies/${currency.id}`),
    onSuccess: () => {
      notify.success(t('currencies.deleted'));
      void refresh();
    },
    onError: (e) => notify.error(errorMessage(e, t('currencies.deleteFailed'))),
  });

  const list = () => {
    if (isLoading) return <Spinner />;
    if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
    if (!currencies?.length) {
      return (
        <Card className="py-10 text-center">
          <Coins className="mx-auto mb-2 h-8 w-8 text-muted-foreground" aria-hidden />
          <p className="font-semibold">{t('currencies.empty')}</p>
          <p className="text-sm text-muted-foreground">{t('currencies.emptyText')}</p>
        </Card>
      );
    }
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {currencies.map((currency) => (
          <CurrencyCard
            key={currency.id}
            currency={currency}
            actions={mayChange ? { onEdit: () => setForm({ mode: 'edit', id: currency.id }), onDelete: () => setDeleting(currency) } : undefined}
            baseCode={baseCode}
            onEditRates={mayChange ? () => setRates({ currency, show: 'edit' }) : undefined}
            onShowHistory={() => setRates({ currency, show: 'history' })}
            editForm={
              form?.mode === 'edit' && form.id === currency.id ? (
                <CurrencyForm
                  currency={currency}
                  pending={update.isPending}
                  onSubmit={(values) => update.mutate({ id: currency.id, values })}
                  onCancel={closeForm}
                />
              ) : undefined
            }
          />
        ))}
      </div>
    );
  };

  return (
    <div>
      <PageHeader title={t('currencies.title')} subtitle={t('currencies.subtitle')}>
        {mayChange ? (
          <Button onClick={() => setForm({ mode: 'add' })} disabled={form?.mode === 'add'}>
            <Plus className="h-4 w-4" aria-hidden />
            {t('currencies.add')}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">{t('currencies.adminOnly')}</p>
        )}
      </PageHeader>

      {form?.mode === 'add' && (
        <Card className="mb-6">
          <h2 className="mb-4 text-lg font-semibold">{t('currencies.addTitle')}</h2>
          <CurrencyForm pending={add.isPending} onSubmit={(values) => add.mutate(values)} onCancel={closeForm} />
        </Card>
      )}

      {list()}

      {rates?.show === 'edit' && baseCode && <BoardRatesDialog currency={rates.currency} baseCode={baseCode} onClose={() => setRates(undefined)} />}
      {rates?.show === 'history' && <RateHistoryDialog currency={rates.currency} onClose={() => setRates(undefined)} />}

      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('currencies.deleteTitle', { code: deleting?.code })}
        text={t('currencies.deleteText')}
        confirmLabel={t('common.delete')}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}
