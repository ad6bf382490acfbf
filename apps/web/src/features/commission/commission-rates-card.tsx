import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { commissionRateInput, formatAmount, Money, type CommissionRateDto } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { SaveButton } from '../../components/ui/save-button';
import { Card } from '../../components/ui/card';
import { Field, Input, Select } from '../../components/ui/field';
import { notify } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/api';
import { firstFieldError } from '../../lib/field-errors';
import { useCurrencies } from '../accounts/account-queries';
import { LoadError } from '../shell/status-pages';
import { useCommissionRates, useSaveCommissionRates } from './commission-queries';

interface Row {
  currencyId: number;
  perLakh: string;
  fixedFee: string;
}

/** The first problem of a rate row as the server would word it (core's schema), keyed by its field. */
function rowProblem(row: Row): { field: 'perLakh' | 'fixedFee'; message: string } | null {
  const parsed = commissionRateInput.safeParse(row);
  if (parsed.success) return null;
  const issue = firstFieldError(parsed.error.issues)!;
  return { field: issue.field === 'fixedFee' ? 'fixedFee' : 'perLakh', message: issue.message };
}

function RatesForm({ partnerId, rates, onDone }: { partnerId: number; rates: CommissionRateDto[]; onDone: () => void }) {
  const { t } = useTranslation();
  const { data: currencies = [] } = useCurrencies();
  const save = useSaveCommissionRates(partnerId);
  const [rows, setRows] = useState<Row[]>(rates.map(({ currencyId, perLakh, fixedFee }) => ({ currencyId, perLakh, fixedFee })));
  const [checked, setChecked] = useState(false);
  const unused = currencies.filter((c) => !rows.some((r) => r.currencyId === c.id));
  const codeOf = (id: number) => currencies.find((c) => c.id === id)?.code ?? '';
  const change = (index: number, patch: Partial<Row>) => setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (rows.some((row) => rowProblem(row))) return;
    save.mutate(
      { rates: rows },
      {
        onSuccess: () => {
          notify.success(t('commission.rates.saved'));
          onDone();
        },
        onError: (failure) => notify.error(errorMessage(failure, t('commission.rates.saveFailed'))),
      },
    );
  };
  return (
    <form noValidate className="space-y-3" onSubmit={submit}>
      {rows.length === 0 && <p className="text-sm text-muted-foreground">{t('commission.rates.none')}</p>}
      {rows.map((row, index) => {
        const problem = checked ? rowProblem(row) : null;
        return (
          <fieldset key={row.currencyId} className="space-y-1 border-b border-border pb-3">
            <legend className="font-semibold">{codeOf(row.currencyId)}</legend>
            <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-2 sm:max-w-lg">
              <Field label={t('commission.rates.perLakh')} error={problem?.field === 'perLakh' ? problem.message : undefined}>
                {(props) => <Input {...props} dir="ltr" inputMode="decimal" autoComplete="off" value={row.perLakh} onChange={(e) => change(index, { perLakh: e.target.value })} />}
              </Field>
              <Field label={t('commission.rates.fixedFee')} error={problem?.field === 'fixedFee' ? problem.message : undefined}>
                {(props) => <Input {...props} dir="ltr" inputMode="decimal" autoComplete="off" value={row.fixedFee} onChange={(e) => change(index, { fixedFee: e.target.value })} />}
              </Field>
              <Button variant="outline" size="icon" className="mt-6" aria-label={t('commission.rates.remove', { currency: codeOf(row.currencyId) })} onClick={() => setRows(rows.filter((_, i) => i !== index))}>
                <Trash2 className="h-4 w-4" aria-hidden />
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div className="flex flex-wrap items-end gap-2">
        {unused.length > 0 && (
          <div className="w-48">
            <Field label={t('commission.rates.addCurrency')}>
              {(props) => (
                <Select
                  {...props}
                  value=""
                  onChange={(e) => {
                    if (e.target.value) setRows([...rows, { currencyId: Number(e.target.value), perLakh: '', fixedFee: '' }]);
                  }}
                >
                  <option value="">{t('commission.rates.chooseCurrency')}</option>
                  {unused.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.code}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
        )}
        <div className="ms-auto flex gap-2">
          <Button variant="outline" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <SaveButton pending={save.isPending} />
        </div>
      </div>
    </form>
  );
}

/** The partner's rate per lakh and fixed fee per currency; an admin edits the whole set at once. */
export function CommissionRatesCard({ partnerId, admin }: { partnerId: number; admin: boolean }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useCommissionRates(partnerId);
  const [editing, setEditing] = useState(false);
  // A part that is zero is left out: 'AFN 200 per lakh', not 'AFN 200 per lakh + 0.00 per hawala'.
  const rateSummary = (rate: CommissionRateDto) => {
    const values = { perLakh: rate.perLakh, fee: formatAmount(rate.fixedFee) };
    if (new Money(rate.fixedFee).isZero()) return t('commission.rates.summaryRate', values);
    if (new Money(rate.perLakh).isZero()) return t('commission.rates.summaryFee', values);
    return t('commission.rates.summary', values);
  };
  return (
    <Card className="space-y-3" data-testid="commission-rates">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('commission.rates.title')}</h2>
        {admin && !editing && data && (
          <Button variant="outline" onClick={() => setEditing(true)}>
            {data.rates.length === 0 ? <Plus className="h-4 w-4" aria-hidden /> : <Pencil className="h-4 w-4" aria-hidden />}
            {data.rates.length === 0 ? t('commission.rates.set') : t('commission.rates.edit')}
          </Button>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{t('commission.rates.explain')}</p>
      {error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : !data ? null : editing ? (
        <RatesForm partnerId={partnerId} rates={data.rates} onDone={() => setEditing(false)} />
      ) : data.rates.length === 0 ? (
        <p className="text-sm">{t('commission.rates.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {data.rates.map((rate) => (
            <li key={rate.currencyId} className="rounded-md border border-border px-3 py-2 text-sm">
              <span className="font-semibold">{rate.currencyCode}</span>{' '}
              {rateSummary(rate)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
