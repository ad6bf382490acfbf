import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createHawalaBody, formatAmount, isUnitRateAcross, type CreatedHawala, type Currency } from '@sarafi/core';
import { ApiError } from '../../lib/api';
import { fieldErrors } from '../../lib/field-errors';
import { useMoneyMutation } from '../../lib/use-money-mutation';
import { Button } from '../../components/ui/button';
import { EntryForm, saveShortcuts } from '../../components/ui/entry-form';
import { PageHeader } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notify } from '../../components/ui/toaster';
import { ReceiptDialog } from '../receipts/receipt-dialog';
import { shopToday } from '../../lib/shop-day';
import { ClosedDayNote } from '../books/closed-day-note';
import { useDayClosed } from '../books/use-closed-day';
import { useCurrencies } from '../currencies/use-currencies';
import { convertedOf, hawalaBody, newHawalaDraft, proposedRate, rateOf, type HawalaDraft } from './hawala-draft';
import { HawalaDetailsCard } from './hawala-details-card';
import { HawalaPartyCard } from './hawala-party-card';
import { HawalaPaymentSourceCard } from './hawala-payment-source';
import { HawalaSummary } from './hawala-summary';
import { TillNote } from '../tills/till-note';
import { useShowPostingWarnings } from '../compliance/kyc/posting-warnings';

/** docs/architecture.md, Errors and messages: a failed create shows the server's own words; without a readable body, the raw 'status: text'. */
const rawMessage = (error: unknown) => (error instanceof ApiError ? (error.localizedMessage ?? error.message) : error instanceof Error ? error.message : String(error));

/** docs/architecture.md, Screens, Hawala Transaction: a hawala transfer sent from the shop; it takes the next serial number and starts as 'sent'. */
export function HawalaFormPage() {
  const { t } = useTranslation();
  const currencies = useCurrencies();
  if (currencies.isPending) {
    return (
      <div>
        <PageHeader title={t('hawala.form.title')} subtitle={t('hawala.form.subtitle')} />
        <p className="text-muted-foreground">{t('app.loading')}</p>
      </div>
    );
  }
  // Without the table (a failed load) the rate box starts blank and the clerk types it.
  return <HawalaForm currencies={currencies.data ?? []} />;
}

function HawalaForm({ currencies }: { currencies: readonly Currency[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<HawalaDraft>(() => newHawalaDraft(currencies));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmingUnitRate, setConfirmingUnitRate] = useState(false);
  const [receiptId, setReceiptId] = useState<number | null>(null);
  const showWarnings = useShowPostingWarnings();
  // A double click or a retry after a lost answer creates one hawala.
  const create = useMoneyMutation({
    request: (body: unknown, send) => send<CreatedHawala>('POST', '/api/hawala', body),
    onSuccess: (hawala) => {
      notify.success(t('hawala.form.created'), t('hawala.form.createdNumber', { number: hawala.hawalaNumber }));
      // The sender's slip: the hawala number and the receiver's secret code, printed before the sender leaves.
      if (hawala.transactionId !== null) setReceiptId(hawala.transactionId);
      setDraft(newHawalaDraft(currencies));
      setErrors({});
      showWarnings(hawala.warnings);
    },
    onError: (error) => notify.error(rawMessage(error)),
  });

  const unitRate = isUnitRateAcross(rateOf(draft), draft.currency, draft.convertedCurrency);
  // A sent hawala posts on the shop's today: while today is closed it is not offered (docs/architecture.md, The shop's day).
  const today = shopToday();
  const todayClosed = useDayClosed()(today);
  const submit = (unitRateConfirmed = false) => {
    if (todayClosed) return;
    const body = hawalaBody(draft, unitRateConfirmed);
    // The server refuses a rate of 1 across currencies without the confirmation; ask first, other problems after.
    const parsed = createHawalaBody.safeParse(unitRate ? hawalaBody(draft, true) : body);
    if (!parsed.success) {
      // The first message per field, in the schema's order: sender, receiver, then amount.
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setDraft((d) => ({ ...d, convertedAmount: convertedOf(d) }));
    if (unitRate && !unitRateConfirmed) {
      setConfirmingUnitRate(true);
      return;
    }
    create.mutate(body);
  };
  const errorOf = (field: string) => errors[field];
  // A message goes as soon as its field is changed; the others stay until the next Create.
  const change = (next: HawalaDraft) => {
    const before = hawalaBody(draft);
    const after = hawalaBody(next);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => before[field as keyof typeof before] === after[field as keyof typeof after])));
    setDraft(next);
  };
  const parsedAmount = createHawalaBody.safeParse(hawalaBody(draft, true));

  return (
    <div>
      <PageHeader title={t('hawala.form.title')} subtitle={t('hawala.form.subtitle')} />
      <div className="mb-4">
        <TillNote />
      </div>
      <EntryForm onSubmit={submit} className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="space-y-4 lg:col-start-1">
          <div className="grid gap-4 md:grid-cols-2">
            <HawalaPartyCard side="sender" party={draft.sender} onChange={(sender) => change({ ...draft, sender })} errorOf={errorOf} />
            <HawalaPartyCard side="receiver" party={draft.receiver} onChange={(receiver) => change({ ...draft, receiver })} errorOf={errorOf} />
          </div>
          <HawalaPaymentSourceCard draft={draft} onChange={(paidFrom) => change({ ...draft, paidFrom })} error={errorOf('senderAccountId')} />
          <HawalaDetailsCard draft={draft} proposeRate={(from, to) => proposedRate(currencies, from, to)} onChange={change} errorOf={errorOf} />
        </div>
        {/* Before the buttons on a phone, so the clerk reads the summary before confirming. */}
        <aside className="lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <HawalaSummary draft={draft} />
        </aside>
        <div className="flex flex-wrap justify-end gap-2 lg:col-start-1">
          <Button variant="outline" onClick={() => navigate('/')}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={todayClosed} busy={create.isPending} className="min-w-36" aria-keyshortcuts={saveShortcuts}>
            {create.isPending ? t('hawala.form.processing') : t('hawala.form.create')}
          </Button>
          {todayClosed && <ClosedDayNote date={today} />}
        </div>
      </EntryForm>
      <ConfirmDialog
        open={confirmingUnitRate}
        onOpenChange={setConfirmingUnitRate}
        title={t('rates.unitTitle', { from: draft.currency, to: draft.convertedCurrency })}
        text={t('rates.unitText', {
          from: draft.currency,
          to: draft.convertedCurrency,
          amount: parsedAmount.success ? formatAmount(parsedAmount.data.amount) : '',
          converted: parsedAmount.success ? formatAmount(parsedAmount.data.convertedAmount) : '',
        })}
        confirmLabel={t('rates.unitConfirm')}
        onConfirm={() => submit(true)}
      />
      {receiptId !== null && <ReceiptDialog transactionId={receiptId} onClose={() => setReceiptId(null)} />}
    </div>
  );
}
