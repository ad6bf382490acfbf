import type { AccountListItem } from '@sarafi/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api';
import { useAccount } from '../../accounts/account-queries';
import { AccountCombobox } from '../../transactions/account-combobox';
import { useOpenCase } from './cases-api';
import { parseIds } from './parse-ids';

/**
 * Opens a case on an account (found as at the counter: by code, name or phone) and/or transactions, by their numbers;
 * the account page and a transaction's history come here with theirs filled in. Whether the numbers exist, and that one
 * is given, is the server's to say.
 */
export function OpenCaseForm({ accountId, transactionIds, onCancel }: { accountId: string; transactionIds: string; onCancel: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useOpenCase();
  const preset = useAccount(Number(accountId));
  // Undefined until the admin picks: the account the page came with, once it has loaded, stands until then.
  const [picked, setPicked] = useState<AccountListItem | null | undefined>(undefined);
  const account = picked === undefined ? (preset.data ?? null) : picked;
  const [transactions, setTransactions] = useState(transactionIds);
  const [grounds, setGrounds] = useState('');
  const [errors, setErrors] = useState<{ transactions?: string; grounds?: string }>({});

  const submit = () => {
    const ids = parseIds(transactions);
    const found = {
      transactions: ids === null ? t('compliance.cases.transactionsInvalid') : undefined,
      grounds: grounds.trim() ? undefined : t('errors.compliance.caseGroundsRequired'),
    };
    setErrors(found);
    if (found.transactions || found.grounds) return;
    open.mutate(
      { accountId: account?.id ?? null, transactionIds: ids!, grounds: grounds.trim() },
      {
        onSuccess: (detail) => {
          notify.success(t('compliance.cases.opened'));
          void navigate(`/compliance/cases/${detail.id}`);
        },
        onError: (error) => notify.error(errorMessage(error, t('compliance.cases.openFailed'))),
      },
    );
  };

  return (
    <Card>
      <form
        noValidate
        aria-label={t('compliance.cases.newCase')}
        className="grid gap-4 md:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h2 className="font-semibold md:col-span-2">{t('compliance.cases.newCase')}</h2>
        <Field label={t('compliance.cases.account')} hint={t('compliance.cases.accountHint')}>
          {(control) => <AccountCombobox {...control} value={account} onChange={setPicked} activeOnly={false} />}
        </Field>
        <Field label={t('compliance.cases.transactionIds')} hint={t('compliance.cases.transactionsHint')} error={errors.transactions}>
          {(control) => <Input {...control} dir="ltr" inputMode="numeric" value={transactions} onChange={(e) => setTransactions(e.target.value)} data-testid="case-transactions" />}
        </Field>
        <div className="md:col-span-2">
          <Field label={t('compliance.cases.grounds')} error={errors.grounds}>
            {(control) => <Textarea {...control} rows={3} maxLength={4000} value={grounds} onChange={(e) => setGrounds(e.target.value)} data-testid="case-grounds" />}
          </Field>
        </div>
        <div className="flex justify-end gap-2 md:col-span-2">
          <Button variant="outline" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={open.isPending}>
            {t('compliance.cases.openCase')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
