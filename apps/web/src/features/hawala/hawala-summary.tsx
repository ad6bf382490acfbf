import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { amountInputPosted, currencySymbol, hawalaSenderPays } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { MoneyText } from '../../components/ui/money-text';
import { AmountWords } from '../transactions/amount-words';
import { rateOf, type HawalaDraft } from './hawala-draft';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-end font-medium">{children}</dd>
    </div>
  );
}

/** A figure of the summary, or a dash while there is none yet: nothing typed is not 0.00 (docs/decisions.md, Money and amounts, 'A figure that is not there is not 0.00'). */
function Figure({ amount, currency, className }: { amount: string | null; currency: string; className?: string }) {
  return amount === null ? <span className="text-muted-foreground">—</span> : <MoneyText amount={amount} symbol={currencySymbol(currency)} className={className} />;
}

/** The summary side card (docs/architecture.md, Screens, Hawala Transaction) and the amount-in-words cards, following the form as it is typed. */
export function HawalaSummary({ draft }: { draft: HawalaDraft }) {
  const { t } = useTranslation();
  // Only an amount that will be posted is shown; an empty box, or text the schema will refuse, shows a dash here and its reason in words.
  const figureOf = (text: string) => (text.trim() ? amountInputPosted(text) : null);
  const amount = figureOf(draft.amount);
  const commission = figureOf(draft.commission);
  const received = draft.convertedAmount || null;
  const senderPays = amount === null ? null : (hawalaSenderPays(amount, commission ?? '0') ?? amount);
  return (
    <div className="space-y-4">
      <Card aria-labelledby="hawala-summary-title">
        <h2 id="hawala-summary-title" className="mb-2 text-lg font-semibold">
          {t('hawala.form.summary')}
        </h2>
        <dl className="divide-y divide-border" data-testid="hawala-summary">
          <Row label={t('hawala.form.sendAmount')}>
            <Figure amount={amount} currency={draft.currency} />
          </Row>
          <Row label={t('hawala.form.exchangeRate')}>
            <span dir="ltr" className="tabular-nums">
              {rateOf(draft)}
            </span>
          </Row>
          <Row label={t('hawala.form.commission')}>
            <Figure amount={commission} currency={draft.currency} />
          </Row>
          <Row label={t(draft.sender.account && draft.paidFrom === 'account' ? 'hawala.form.takenFromAccount' : 'hawala.form.takenInCash')}>
            <span data-testid="hawala-sender-pays">
              <Figure amount={senderPays} currency={draft.currency} className="text-base font-semibold" />
            </span>
          </Row>
          <Row label={t('hawala.form.receiveAmount')}>
            <Figure amount={received} currency={draft.convertedCurrency} className="text-green-700" />
          </Row>
          <Row label={t('hawala.form.type')}>{t('hawala.form.typeHawala')}</Row>
        </dl>
      </Card>
      <Card>
        <AmountWords amount={draft.amount} label={t('hawala.form.sendWords', { currency: draft.currency })} />
      </Card>
      <Card>
        <AmountWords amount={received ?? ''} label={t('hawala.form.receiveWords', { currency: draft.convertedCurrency })} />
      </Card>
    </div>
  );
}
