import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Coins, Pencil, Plus, Trash2 } from 'lucide-react';
import type { Currency } from '@sarafi/core';
import { apiRequest, errorMessage } from '../../lib/api';
import { Button } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notify } from '../../components/ui/toaster';
import { Spinner } from '../shell/status-pages';
import { CurrencyForm } from './currency-form';

const currenciesKey = ['/api/currencies'];
/** Rates are stored with 8 places; trailing zeros only make them harder to read. */
const plainRate = (rate: string) => rate.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

export function CurrenciesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: currencies, isLoading } = useQuery<Currency[]>({ queryKey: currenciesKey });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Currency>();
  const [deleting, setDeleting] = useState<Currency>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: currenciesKey });

  const add = useMutation({
    mutationFn: (values: object) => apiRequest('POST', '/api/currencies', values),
    onSuccess: () => (notify.success(t('currencies.added')), setAdding(false), refresh()),
    onError: (error) => notify.error(errorMessage(error, t('currencies.addFailed'))),
  });
  const update = useMutation({
    mutationFn: ({ id, values }: { id: number; values: object }) => apiRequest('PUT', `/api/currencies/${id}`, values),
    onSuccess: () => (notify.success(t('currencies.updated')), setEditing(undefined), refresh()),
    onError: (error) => notify.error(errorMessage(error, t('currencies.updateFailed'))),
  });
  const remove = useMutation({
    mutationFn: (currency: Currency) => apiRequest('DELETE', `/api/currencies/${currency.id}`),
    onSuccess: () => (notify.success(t('currencies.deleted')), refresh()),
    onError: (error) => notify.error(errorMessage(error, t('currencies.deleteFailed'))),
  });

  return (
    <div>
      <PageHeader title={t('currencies.title')} subtitle={t('currencies.subtitle')}>
        <Button onClick={() => setAdding(true)}>
          <Plus className="h-4 w-4" aria-hidden />
          {t('currencies.add')}
        </Button>
      </PageHeader>

      {adding && (
        <Card className="mb-6">
          <h2 className="mb-4 text-lg font-semibold">{t('currencies.add')}</h2>
          <CurrencyForm pending={add.isPending} onSubmit={(values) => add.mutate(values)} onCancel={() => setAdding(false)} />
        </Card>
      )}

      {isLoading ? (
        <Spinner />
      ) : !currencies?.length ? (
        <Card className="py-10 text-center">
          <Coins className="mx-auto mb-2 h-8 w-8 text-muted-foreground" aria-hidden />
          <p className="font-semibold">{t('currencies.empty')}</p>
          <p className="text-sm text-muted-foreground">{t('currencies.emptyText')}</p>
        </Card>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {currencies.map((currency) => (
            <Card key={currency.id} data-testid={`currency-card-${currency.code}`}>
              {editing?.id === currency.id ? (
                <CurrencyForm
                  currency={currency}
                  pending={update.isPending}
                  onSubmit={(values) => update.mutate({ id: currency.id, values })}
                  onCancel={() => setEditing(undefined)}
                />
              ) : (
                <>
                  <div className="flex items-start justify-between">
                    <div>
                      <p className="text-lg font-bold">{currency.code}</p>
                      <p className="text-sm text-muted-foreground">{currency.name}</p>
                    </div>
                    <span className="text-2xl" aria-label={t('currencies.symbol')}>
                      {currency.symbol}
                    </span>
                  </div>
                  <p className="mt-3 text-sm" dir="ltr" data-testid="currency-rate">
                    {t('currencies.rate')}: {plainRate(currency.exchangeRate)}
                  </p>
                  <div className="mt-4 flex gap-2">
                    <Button size="sm" variant="outline" onClick={() => setEditing(currency)} aria-label={`${t('common.edit')} ${currency.code}`}>
                      <Pencil className="h-3 w-3" aria-hidden />
                      {t('common.edit')}
                    </Button>
                    <Button size="sm" variant="destructive" onClick={() => setDeleting(currency)} aria-label={`${t('common.delete')} ${currency.code}`}>
                      <Trash2 className="h-3 w-3" aria-hidden />
                      {t('common.delete')}
                    </Button>
                  </div>
                </>
              )}
            </Card>
          ))}
        </div>
      )}

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
