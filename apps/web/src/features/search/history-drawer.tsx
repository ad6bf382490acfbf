import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog as RadixDialog } from 'radix-ui';
import { Link } from 'react-router';
import { ArrowRight, ShieldAlert, X } from 'lucide-react';
import { accountDisplayName, can, currencySymbol, formatMoney, grantsOf, type TransactionHistoryEntry } from '@sarafi/core';
import { useCurrentUser } from '../auth/use-current-user';
import { overlayClass, useReturnFocus } from '../../components/ui/dialog';
import { LoadError, Spinner } from '../shell/status-pages';
import { DateText } from '../../components/ui/date-text';
import { MoneyText } from '../../components/ui/money-text';
import { useAccount } from '../accounts/account-queries';
import { accountLabel } from '../accounts/account-label';
import { useAccountName } from '../accounts/use-account-name';
import { useNarrativeText } from '../../lib/narrative-text';
import { useCurrencyCode } from '../transactions/currency-select';
import { historyLabelKey, historyValue, type HistoryValue } from './history-fields';

/** The audit trail of one transaction, oldest first: who did what, when, and which fields changed. */
export function HistoryDrawer({ transactionId, onClose }: { transactionId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const narrativeText = useNarrativeText();
  const returnFocus = useReturnFocus();
  const history = useQuery<TransactionHistoryEntry[]>({ queryKey: ['/api/transactions', transactionId, 'history'], staleTime: 0 });
  const { data: user } = useCurrentUser();
  const mayOpenCase = user ? can(grantsOf(user.permissions), 'compliance') : false;
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClass} />
        <RadixDialog.Content
          {...returnFocus}
          aria-describedby={undefined}
          className="fixed inset-y-0 end-0 z-50 flex w-[min(100vw,32rem)] flex-col bg-popover text-popover-foreground shadow-xl animate-fade-in focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-border p-4">
            <RadixDialog.Title className="text-lg font-semibold">{t('search.historyTitle', { id: transactionId })}</RadixDialog.Title>
            <RadixDialog.Close className="rounded-md p-1 text-muted-foreground hover:bg-muted" aria-label={t('common.close')}>
              <X className="h-4 w-4" aria-hidden />
            </RadixDialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto p-4">
            {mayOpenCase && (
              <Link to={`/compliance/cases?transactionId=${transactionId}`} className="mb-4 inline-flex items-center gap-2 text-sm font-medium text-primary underline underline-offset-2">
                <ShieldAlert className="h-4 w-4" aria-hidden />
                {t('compliance.cases.fromTransaction')}
              </Link>
            )}
            {history.isPending ? (
              <Spinner />
            ) : history.isError ? (
              <LoadError error={history.error} onRetry={() => void history.refetch()} />
            ) : (
              <ol className="space-y-4">
                {history.data.map((entry) => (
                  <li key={entry.id} className="rounded-md border border-border p-3">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <span className="font-semibold">{t(`search.actions.${entry.action}`, { defaultValue: entry.action })}</span>
                      <span className="text-xs text-muted-foreground">
                        {entry.username ?? '—'}
                        {entry.approvedBy && ` · ${t('approvals.approvedBy')} ${entry.approvedBy}`} · <DateText iso={entry.createdAt} withTime seconds />
                      </span>
                    </div>
                    {entry.reason && (
                      <p className="mt-2 text-sm">
                        <span className="text-muted-foreground">{t('search.reason')}:</span> {narrativeText(entry.reason)}
                      </p>
                    )}
                    {entry.creditLimitOverrides.map((o) => (
                      <p key={`${o.partner}-${o.currency}`} className="mt-2 rounded bg-amber-50 px-2 py-1 text-sm text-amber-900">
                        {t('search.historyOverride', {
                          partner: o.partner,
                          limit: formatMoney(o.creditLimit, o.currency),
                          owed: formatMoney(o.owedAfter, o.currency),
                        })}
                        {o.reason && <span className="block text-amber-800">{o.reason}</span>}
                      </p>
                    ))}
                    {entry.changes.length > 0 && (
                      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                        {entry.changes.map((change) => {
                          const label = historyLabelKey(change.field);
                          return (
                            <div key={change.field} className="contents">
                              <dt className="text-muted-foreground">{label ? t(label) : change.field}</dt>
                              <dd className="break-words">
                                <span className="text-red-700 line-through decoration-red-300">
                                  <ChangedValue value={historyValue(change.field, change.old, entry.oldValues)} />
                                </span>{' '}
                                <ArrowRight className="inline size-3.5 rtl:rotate-180" aria-hidden /> <span className="text-green-800"><ChangedValue value={historyValue(change.field, change.new, entry.newValues)} /></span>
                              </dd>
                            </div>
                          );
                        })}
                      </dl>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** One side of a change, shown as the screens show it; an account reads as its code and name once loaded. */
function ChangedValue({ value }: { value: HistoryValue }) {
  const { t } = useTranslation();
  const codeOf = useCurrencyCode();
  const narrativeText = useNarrativeText();
  switch (value.kind) {
    case 'empty':
      return '—';
    case 'text':
      return narrativeText(value.text);
    case 'money':
      return <MoneyText amount={value.amount} symbol={currencySymbol(codeOf(value.currencyId))} />;
    case 'currency':
      return codeOf(value.currencyId) ?? String(value.currencyId);
    case 'account':
      return <AccountValue accountId={value.accountId} />;
    case 'date':
      return <DateText iso={value.iso} withTime={value.withTime} />;
    case 'idType':
      return t(`accounts.kyc.idTypes.${value.idType}`, { defaultValue: value.idType });
  }
}

function AccountValue({ accountId }: { accountId: number }) {
  const account = useAccount(accountId);
  const accountName = useAccountName();
  return account.data ? <bdi>{accountLabel(account.data, 'code', accountName(account.data.accountCode, accountDisplayName(account.data)))}</bdi> : `#${accountId}`;
}
