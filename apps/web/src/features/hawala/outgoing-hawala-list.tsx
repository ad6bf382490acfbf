import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Search } from 'lucide-react';
import { can, currencySymbol, grantsOf, sentHawalaStatuses, type Hawala } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DateText } from '../../components/ui/date-text';
import { Field, Input, Select } from '../../components/ui/field';
import { MoneyText } from '../../components/ui/money-text';
import { HawalaStatusBadge } from './hawala-status-badge';
import { useSentHawalas, type SentHawalaFilters } from './hawala-queries';
import { CancelSentDialog, MarkPaidDialog } from './sent-hawala-dialogs';
import { useSentHawalaActions } from './use-sent-hawala-actions';
import { HawalaListState } from './hawala-list-state';
import { useHawalaSearch } from './use-hawala-search';
import { refusedForCreditLimit } from '../transactions/credit-limit-override';
import { useCurrentUser } from '../auth/use-current-user';


type Pending = { kind: 'paid' | 'cancel'; hawala: Hawala } | null;

function OutgoingRow({ hawala, onAction }: { hawala: Hawala; onAction: (kind: 'paid' | 'cancel') => void }) {
  const { t } = useTranslation();
  const receiveCurrency = hawala.convertedCurrency ?? hawala.currency;
  return (
    <li className="grid gap-x-4 gap-y-2 border-b border-border/70 px-3 py-3 text-sm last:border-b-0 md:grid-cols-[minmax(0,1fr)_auto_15rem]" data-hawala={hawala.hawalaNumber}>
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono font-semibold">{hawala.hawalaNumber}</span>
          <HawalaStatusBadge status={hawala.status} />
          <DateText iso={hawala.createdAt} withTime className="text-xs text-muted-foreground" />
        </div>
        <p className="truncate">
          <bdi>{hawala.senderName}</bdi> <ArrowRight className="inline size-4 text-muted-foreground rtl:rotate-180" aria-label={t('hawala.outgoing.to')} /> <bdi>{hawala.receiverName}</bdi>
        </p>
        <p className="truncate text-muted-foreground">
          {t('hawala.outgoing.partner')}: <bdi>{hawala.partnerName ?? t('hawala.outgoing.toAssign')}</bdi>
        </p>
        {hawala.status === 'paid' && (
          <p className="text-xs text-muted-foreground">
            {t('hawala.outgoing.paidBy')}: <bdi>{hawala.paidByName ?? '—'}</bdi> · <DateText iso={hawala.paidAt} withTime />
          </p>
        )}
        {hawala.status === 'cancelled' && (
          <p className="text-xs text-muted-foreground">
            {t('hawala.outgoing.cancelledBy')}: <bdi>{hawala.cancelledByName ?? '—'}</bdi> · <DateText iso={hawala.cancelledAt} withTime /> · <bdi>{hawala.cancelReason}</bdi>
          </p>
        )}
      </div>
      <dl className="grid grid-cols-[auto_auto] content-start items-baseline gap-x-2 text-end">
        <dt className="text-xs text-muted-foreground">{t('hawala.outgoing.sent')}</dt>
        <dd>
          <MoneyText amount={hawala.amount} symbol={currencySymbol(hawala.currency)} className="font-semibold" />
        </dd>
        <dt className="text-xs text-muted-foreground">{t('hawala.outgoing.commission')}</dt>
        <dd>
          <MoneyText amount={hawala.commission} symbol={currencySymbol(hawala.currency)} className="text-xs" />
        </dd>
        <dt className="text-xs text-muted-foreground">{t('hawala.outgoing.toReceive')}</dt>
        <dd>
          <MoneyText amount={hawala.convertedAmount ?? hawala.amount} symbol={currencySymbol(receiveCurrency)} className="text-green-800" />
        </dd>
      </dl>
      {hawala.status === 'sent' ? (
        <div className="flex flex-wrap items-start justify-end gap-2">
          <Button size="sm" variant="outline" onClick={() => onAction('paid')}>
            {t('hawala.outgoing.markPaid')}
          </Button>
          <Button size="sm" variant="ghost" className="text-destructive hover:bg-destructive hover:text-destructive-foreground" onClick={() => onAction('cancel')}>
            {t('hawala.outgoing.cancel')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** The Outgoing tab of Pass Hawala: the hawalas we sent, searched and filtered by the server, with Mark paid and Cancel. */
export function OutgoingHawalaPanel() {
  const { t } = useTranslation();
  const search = useHawalaSearch();
  const [filters, setFilters] = useState<Omit<SentHawalaFilters, 'q'>>({ status: '' });
  const [pending, setPending] = useState<Pending>(null);
  const list = useSentHawalas({ ...filters, q: search.q });
  const actions = useSentHawalaActions(() => setPending(null));
  // A cancel waits for no approver: only an admin may refund past the limit, once this hawala's cancel was refused for
  // it (docs/decisions.md, Partners and settlements).
  const { data: user } = useCurrentUser();
  const mayPassLimit = Boolean(user && can(grantsOf(user.permissions), 'partners-admin')) && refusedForCreditLimit(actions.cancel.error);

  return (
    <Card className="min-w-0 space-y-3">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <Field label={t('hawala.pass.search')}>
          {(control) => (
            <div className="relative">
              <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
              <Input {...control} type="search" className="ps-9" placeholder={t('hawala.outgoing.searchPlaceholder')} value={search.text} onChange={(e) => search.setText(e.target.value)} />
            </div>
          )}
        </Field>
        <Field label={t('hawala.outgoing.status')}>
          {(control) => (
            <Select {...control} value={filters.status} onChange={(e) => setFilters({ ...filters, status: e.target.value as SentHawalaFilters['status'] })}>
              <option value="">{t('hawala.outgoing.allStatuses')}</option>
              {sentHawalaStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`hawala.status.${status}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <HawalaListState list={list} countTestId="outgoing-count" emptyText={t('hawala.outgoing.empty')}>
        <ul className="rounded-md border border-border bg-card" aria-label={t('hawala.outgoing.listLabel')} data-testid="outgoing-hawala-list">
          {list.rows.map((hawala) => (
            <OutgoingRow key={hawala.id} hawala={hawala} onAction={(kind) => setPending({ kind, hawala })} />
          ))}
        </ul>
      </HawalaListState>
      {list.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" size="sm" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('hawala.outgoing.more')}
          </Button>
        </div>
      )}
      {pending?.kind === 'paid' && (
        <MarkPaidDialog
          hawala={pending.hawala}
          busy={actions.busy}
          onClose={() => setPending(null)}
          onConfirm={(partnerAccountId) => actions.paid.mutate({ id: pending.hawala.id, body: { partnerAccountId } })}
        />
      )}
      {pending?.kind === 'cancel' && (
        <CancelSentDialog
          hawala={pending.hawala}
          busy={actions.busy}
          onClose={() => setPending(null)}
          onConfirm={(reason) => actions.cancel.mutate({ id: pending.hawala.id, body: { reason } })}
          onConfirmPastLimit={
            mayPassLimit && actions.cancel.variables?.id === pending.hawala.id
              ? (reason) => actions.cancel.mutate({ id: pending.hawala.id, body: { reason, creditLimitOverride: true } })
              : undefined
          }
        />
      )}
    </Card>
  );
}
