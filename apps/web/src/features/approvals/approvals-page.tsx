import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencySymbol, formatAmount, type ApprovalDetail, type ApprovalStatus, type ApprovalSummary } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Badge, Card, PageHeader } from '../../components/ui/card';
import { ReasonDialog } from '../../components/ui/reason-dialog';
import { notify } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/api';
import { translateMessage } from '../../i18n/server-errors';
import { transTypeLabel } from '../../lib/trans-type-label';
import { useDateFormat } from '../../lib/use-date-format';
import { useCurrentUser } from '../auth/use-current-user';
import { ShopBalanceText } from '../balances/shop-balance-text';
import { useApproval, useApprovalList, useDecide, useIsApprover, type Decision } from './use-approvals';

type Tab = 'waiting' | 'mine';
const statusVariant: Record<ApprovalStatus, 'warning' | 'success' | 'danger' | 'neutral'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
  expired: 'neutral',
};

/**
 * Approvals (docs/decisions.md, Approvals): an approver picks a waiting request, reads the document as it would post,
 * the balances it would move, the maker and the reason, and approves or rejects it; every user sees their own
 * requests under "My requests" and may withdraw one still pending. Keyboard first: the list is buttons, choosing one
 * moves focus to its first action.
 */
export function ApprovalsPage() {
  const { t } = useTranslation();
  const approver = useIsApprover();
  const { data: user } = useCurrentUser();
  const [tab, setTab] = useState<Tab>(approver ? 'waiting' : 'mine');
  const [selected, setSelected] = useState<number | null>(null);
  const waiting = useApprovalList('pending');
  const all = useApprovalList();
  const rows = tab === 'waiting' ? (waiting.data ?? []) : (all.data ?? []).filter((r) => r.makerId === user?.id);
  const tabs: Tab[] = approver ? ['waiting', 'mine'] : ['mine'];

  return (
    <div className="space-y-4">
      <PageHeader title={t('approvals.title')} subtitle={t('approvals.subtitle')} />
      <div role="tablist" className="flex gap-2">
        {tabs.map((key) => (
          <Button key={key} role="tab" aria-selected={tab === key} variant={tab === key ? 'default' : 'outline'} onClick={() => (setTab(key), setSelected(null))}>
            {t(`approvals.tabs.${key}`)}
          </Button>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card className="p-2">
          {rows.length === 0 ? (
            <p className="p-3 text-sm text-muted-foreground">{t('approvals.none')}</p>
          ) : (
            <ul className="space-y-1" data-testid="approvals-list">
              {rows.map((row) => (
                <li key={row.id}>
                  <RequestButton row={row} active={row.id === selected} onChoose={() => setSelected(row.id)} />
                </li>
              ))}
            </ul>
          )}
        </Card>
        {selected !== null && <RequestDetail id={selected} canDecide={approver} mine={rows.find((r) => r.id === selected)?.makerId === user?.id} onDecided={() => setSelected(null)} />}
      </div>
    </div>
  );
}

function RequestButton({ row, active, onChoose }: { row: ApprovalSummary; active: boolean; onChoose: () => void }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  return (
    <button
      type="button"
      onClick={onChoose}
      aria-current={active}
      className={`flex w-full flex-wrap items-center gap-2 rounded-md px-3 py-2 text-start text-sm hover:bg-muted focus-visible:outline-2 ${active ? 'bg-muted font-medium' : ''}`}
    >
      <span className="font-mono">#{row.id}</span>
      <span>{t(`approvals.kinds.${row.kind}`)}</span>
      <span className="text-muted-foreground">{row.makerName}</span>
      <span className="text-muted-foreground">{dates.dateTime(row.createdAt)}</span>
      <Badge variant={statusVariant[row.status]} className="ms-auto">
        {t(`approvals.statuses.${row.status}`)}
      </Badge>
    </button>
  );
}

function RequestDetail({ id, canDecide, mine, onDecided }: { id: number; canDecide: boolean; mine: boolean; onDecided: () => void }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const { data } = useApproval(id);
  const [rejecting, setRejecting] = useState(false);
  const decide = useDecide(
    (decision: Decision) => {
      notify.success(t(`approvals.done.${decision.action}`));
      setRejecting(false);
      onDecided();
    },
    (error) => notify.error(errorMessage(error, t('approvals.failed'))),
    data?.version,
  );
  if (!data) return <Card className="p-4 text-sm text-muted-foreground">{t('app.loading')}</Card>;
  const pending = data.status === 'pending';

  return (
    <Card className="space-y-4 p-4" data-testid="approval-detail">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold">
          {t(`approvals.kinds.${data.kind}`)} #{data.id}
        </h2>
        <Badge variant={statusVariant[data.status]}>{t(`approvals.statuses.${data.status}`)}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('approvals.maker')}</dt>
        <dd data-testid="approval-maker">{data.makerName}</dd>
        <dt className="text-muted-foreground">{t('approvals.asked')}</dt>
        <dd>{dates.dateTime(data.createdAt)}</dd>
        <dt className="text-muted-foreground">{t('approvals.why')}</dt>
        <dd>{data.grounds.map((g) => t(`approvals.grounds.${g}`)).join(' · ')}</dd>
        <dt className="text-muted-foreground">{t('approvals.reason')}</dt>
        <dd>{data.approvalReason || '—'}</dd>
        {data.deciderName && (
          <>
            <dt className="text-muted-foreground">{t('approvals.decider')}</dt>
            <dd>{data.deciderName}</dd>
          </>
        )}
        {data.rejectReason && (
          <>
            <dt className="text-muted-foreground">{t('approvals.rejectReason')}</dt>
            <dd>{data.rejectReason}</dd>
          </>
        )}
      </dl>
      {data.document && <DocumentLines document={data.document} />}
      {data.balances.length > 0 && <BalanceTable balances={data.balances} />}
      {data.refusal && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {translateMessage(data.refusal.message, data.refusal.code, data.refusal.params)}
        </p>
      )}
      {pending && (
        <div className="flex flex-wrap justify-end gap-2">
          {canDecide && !mine && (
            <>
              <Button autoFocus busy={decide.isPending} onClick={() => decide.mutate({ id, action: 'approve' })}>
                {t('approvals.approve')}
              </Button>
              <Button variant="outline" busy={decide.isPending} onClick={() => setRejecting(true)}>
                {t('approvals.reject')}
              </Button>
            </>
          )}
          {mine && (
            <Button autoFocus={!canDecide} variant="outline" busy={decide.isPending} onClick={() => decide.mutate({ id, action: 'withdraw' })}>
              {t('approvals.withdraw')}
            </Button>
          )}
        </div>
      )}
      {rejecting && (
        <ReasonDialog
          title={t('approvals.rejectTitle')}
          description={t('approvals.rejectDescription')}
          label={t('approvals.rejectReason')}
          requiredMessage={t('errors.approval.rejectReasonRequired')}
          maxLength={500}
          confirmLabel={t('approvals.reject')}
          busy={decide.isPending}
          onConfirm={(reason) => decide.mutate({ id, action: 'reject', reason })}
          onClose={() => setRejecting(false)}
        />
      )}
    </Card>
  );
}

function DocumentLines({ document }: { document: NonNullable<ApprovalDetail['document']> }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md border p-3 text-sm" data-testid="approval-document">
      <dt className="text-muted-foreground">{t('approvals.type')}</dt>
      <dd>{transTypeLabel(t, document.transType)}</dd>
      <dt className="text-muted-foreground">{t('approvals.date')}</dt>
      <dd>{document.transDate ? dates.date(document.transDate) : '—'}</dd>
      <dt className="text-muted-foreground">{t('approvals.amount')}</dt>
      <dd dir="ltr" className="text-end font-mono">
        {formatAmount(document.dAmount)}
      </dd>
      <dt className="text-muted-foreground">{t('approvals.narrative')}</dt>
      <dd>{document.transDescription || '—'}</dd>
    </dl>
  );
}

function BalanceTable({ balances }: { balances: ApprovalDetail['balances'] }) {
  const { t } = useTranslation();
  return (
    <div>
      <table className="w-full text-sm" data-testid="approval-balances">
        <thead>
          <tr className="text-muted-foreground">
            <th className="text-start font-medium">{t('approvals.account')}</th>
            <th className="text-end font-medium">{t('approvals.now')}</th>
            <th className="text-end font-medium">{t('approvals.after')}</th>
          </tr>
        </thead>
        <tbody>
          {balances.map((b) => (
            <tr key={`${b.accountId}:${b.currency}`}>
              <td>
                {b.accountName} <span className="text-muted-foreground">{b.currency}</span>
              </td>
              <td className="text-end">
                <ShopBalanceText stored={b.now} nature={b.nature} symbol={currencySymbol(b.currency)} />
              </td>
              <td className="text-end">
                <ShopBalanceText stored={b.after} nature={b.nature} symbol={currencySymbol(b.currency)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
