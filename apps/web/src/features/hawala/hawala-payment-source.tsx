import { useTranslation } from 'react-i18next';
import type { HawalaPaymentSource } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import type { HawalaDraft } from './hawala-draft';

interface Props {
  draft: HawalaDraft;
  onChange: (paidFrom: HawalaPaymentSource) => void;
  error?: string;
}

/**
 * Where the sender's amount + commission comes from: the cash drawer, or the sender's own account. The account is
 * offered only once a sender account is chosen; a walk-in sender always pays cash.
 */
export function HawalaPaymentSourceCard({ draft, onChange, error }: Props) {
  const { t } = useTranslation();
  const account = draft.sender.account;
  const chosen: HawalaPaymentSource = account ? draft.paidFrom : 'cash';
  const option = (value: HawalaPaymentSource, label: string, disabled = false) => (
    <label className="flex items-center gap-2 text-sm has-[:disabled]:text-muted-foreground">
      <input type="radio" name="hawala-paid-from" value={value} checked={chosen === value} disabled={disabled} onChange={() => onChange(value)} className="size-4 accent-primary" />
      {label}
    </label>
  );
  return (
    <Card role="radiogroup" aria-labelledby="hawala-paid-from-title" className="space-y-2">
      <h2 id="hawala-paid-from-title" className="text-sm font-medium">
        {t('hawala.form.paidFrom')}
      </h2>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {option('cash', t('hawala.form.paidFromCash'))}
        {option('account', account ? t('hawala.form.paidFromAccountOf', { code: account.accountCode }) : t('hawala.form.paidFromAccount'), !account)}
      </div>
      {!account && <p className="text-xs text-muted-foreground">{t('hawala.form.paidFromAccountHint')}</p>}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </Card>
  );
}
