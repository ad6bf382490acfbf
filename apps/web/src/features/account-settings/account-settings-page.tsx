import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pencil, RefreshCw } from 'lucide-react';
import { createAccountNumberSettingBody, type AccountNumberSetting } from '@sarafi/core';
import { apiRequest, errorMessage } from '../../lib/api';
import { fieldErrors } from '../../lib/field-errors';
import { Button } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { Field, Input, Select } from '../../components/ui/field';
import { notify } from '../../components/ui/toaster';
import { Spinner } from '../shell/status-pages';
import { TableScroll } from '../../components/ui/table-scroll';
import { useCurrencies } from '../currencies/use-currencies';
import { DateText } from '../../components/ui/date-text';

const settingsKey = ['/api/account-number-settings'];
const settingCurrencies = ['AFN', 'USD', 'EUR', 'PKR'] as const;

/**
 * docs/architecture.md, Screens, Account Number Settings: each currency's series with its name, prefix, start number and the code the next account gets. Edit
 * changes the prefix and the start number while no account has used the series (the server says why not).
 */
export function AccountSettingsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: settings, isLoading, refetch, isFetching } = useQuery<AccountNumberSetting[]>({ queryKey: settingsKey });
  const { data: currencies } = useCurrencies();
  const currencyNames = new Map((currencies ?? []).map((c) => [c.code, c.name]));
  const [currency, setCurrency] = useState('');
  const [startNumber, setStartNumber] = useState('1000');
  const [prefix, setPrefix] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [editing, setEditing] = useState<{ id: number; startNumber: string; prefix: string }>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: settingsKey });

  const save = useMutation({
    mutationFn: (body: object) => apiRequest('POST', '/api/account-number-settings', body),
    onSuccess: () => (notify.success(t('accountSettings.saved')), setCurrency(''), setStartNumber('1000'), setPrefix(''), refresh()),
    onError: (e) => notify.error(errorMessage(e, t('accountSettings.saveFailed'))),
  });
  const update = useMutation({
    mutationFn: ({ id, ...body }: { id: number; startNumber: string; prefix: string }) => apiRequest('PUT', `/api/account-number-settings/${id}`, body),
    onSuccess: () => (notify.success(t('accountSettings.updatedToast')), setEditing(undefined), refresh()),
    onError: (e) => notify.error(errorMessage(e, t('accountSettings.updateFailed'))),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createAccountNumberSettingBody.safeParse({ currency, startNumber, prefix });
    setErrors(fieldErrors(parsed.error?.issues ?? []));
    if (!parsed.success) return;
    save.mutate(parsed.data);
  };

  return (
    <div className="max-w-3xl">
      <PageHeader title={t('accountSettings.title')} subtitle={t('accountSettings.subtitle')} />
      <Card className="mb-6">
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start" noValidate>
          <Field label={t('accountSettings.currency')} error={errors.currency}>
            {(props) => (
              <Select {...props} value={currency} onChange={(e) => setCurrency(e.target.value)}>
                <option value="">{t('accountSettings.chooseCurrency')}</option>
                {settingCurrencies.map((code) => {
                  const name = currencyNames.get(code);
                  return (
                    <option key={code} value={code}>
                      {name ? `${code} · ${name}` : code}
                    </option>
                  );
                })}
              </Select>
            )}
          </Field>
          <Field label={t('accountSettings.prefix')} hint={t('accountSettings.prefixHint')} error={errors.prefix}>
            {(props) => <Input {...props} dir="ltr" maxLength={10} autoComplete="off" value={prefix} onChange={(e) => setPrefix(e.target.value)} />}
          </Field>
          <Field label={t('accountSettings.startNumber')} error={errors.startNumber}>
            {(props) => <Input {...props} type="number" min={1} value={startNumber} onChange={(e) => setStartNumber(e.target.value)} />}
          </Field>
          <Button type="submit" className="sm:mt-6" busy={save.isPending}>
            {save.isPending ? t('common.saving') : t('accountSettings.save')}
          </Button>
        </form>
      </Card>

      <Card className="p-0">
        <div className="flex items-center justify-between border-b border-border p-3">
          <h2 className="font-semibold">{t('accountSettings.currentSettings')}</h2>
          <Button size="sm" variant="outline" onClick={() => void refetch()} disabled={isFetching}>
            <RefreshCw className="h-3 w-3" aria-hidden />
            {t('accountSettings.refresh')}
          </Button>
        </div>
        {isLoading ? (
          <Spinner />
        ) : !settings?.length ? (
          <p className="p-8 text-center text-muted-foreground">{t('accountSettings.empty')}</p>
        ) : (
          <TableScroll>
            <table className="w-full text-sm whitespace-nowrap">
              <thead className="bg-muted text-start">
                <tr>
                  <th className="p-3 text-start">{t('accountSettings.currency')}</th>
                  <th className="p-3 text-start">{t('accountSettings.prefix')}</th>
                  <th className="p-3 text-start">{t('accountSettings.startNumber')}</th>
                  <th className="p-3 text-start">{t('accountSettings.nextCode')}</th>
                  <th className="p-3 text-start">{t('accountSettings.createdDate')}</th>
                  <th className="p-3" />
                </tr>
              </thead>
              <tbody>
                {settings.map((s) => (
                  <tr key={s.id} className="border-t border-border" data-testid={`setting-${s.currency}`}>
                    <td className="p-3">
                      <span className="font-medium">{s.currency}</span>
                      {s.currencyName && <span className="block text-xs text-muted-foreground">{s.currencyName}</span>}
                    </td>
                    <td className="p-3" dir="ltr">
                      {editing?.id === s.id ? (
                        <Input
                          aria-label={t('accountSettings.prefix')}
                          maxLength={10}
                          className="h-8 w-24"
                          value={editing.prefix}
                          onChange={(e) => setEditing({ ...editing, prefix: e.target.value })}
                        />
                      ) : (
                        s.prefix || '—'
                      )}
                    </td>
                    <td className="p-3">
                      {editing?.id === s.id ? (
                        <Input
                          aria-label={t('accountSettings.startNumber')}
                          type="number"
                          min={1}
                          className="h-8 w-28"
                          value={editing.startNumber}
                          onChange={(e) => setEditing({ ...editing, startNumber: e.target.value })}
                        />
                      ) : (
                        s.startNumber
                      )}
                    </td>
                    <td className="p-3 font-mono" dir="ltr" data-testid="next-code">
                      {s.prefix}
                      {s.currentNumber}
                    </td>
                    <td className="p-3"><DateText iso={s.createdAt} fallback={t('accountSettings.notAvailable')} /></td>
                    <td className="p-3 text-end">
                      {editing?.id === s.id ? (
                        <span className="inline-flex gap-2">
                          <Button size="sm" busy={update.isPending} onClick={() => update.mutate(editing)}>
                            {t('common.save')}
                          </Button>
                          <Button size="sm" variant="outline" onClick={() => setEditing(undefined)}>
                            {t('common.cancel')}
                          </Button>
                        </span>
                      ) : (
                        <Button size="sm" variant="outline" title={s.used ? t('accountSettings.lockedHint') : undefined} onClick={() => setEditing({ id: s.id, startNumber: String(s.startNumber), prefix: s.prefix })}>
                          <Pencil className="h-3 w-3" aria-hidden />
                          {t('common.edit')}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </Card>
    </div>
  );
}
