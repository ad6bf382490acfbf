import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Ban, CheckCircle2, Clock, X } from 'lucide-react';
import { CASH_ACCOUNT_ID, currencySymbol, formatAmount, formatRate, type AccountListItem, type HawalaDetail } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { MoneyText } from '../../components/ui/money-text';
import { notify } from '../../components/ui/toaster';
import { BranchAccountCombobox } from './branch-account-combobox';
import { HawalaChangeConfirm, type HawalaChange } from './hawala-change-confirm';
import { HawalaStatusBadge } from './hawala-status-badge';
import { SenderAmount } from './sender-amount';
import type { useHawalaActions } from './use-hawala-actions';
import { DateText } from '../../components/ui/date-text';
import { PostingBalances } from '../balances/posting-balances';
import { PassOverLimitDialog } from '../partners/pass-over-limit-dialog';
import { ClosedDayNote } from '../books/closed-day-note';
import { useDayClosed } from '../books/use-closed-day';
import { shopToday } from '../../lib/shop-day';
import { useNarrativeText } from '../../lib/narrative-text';
import { noPartyId, PartyIdFields, type PartyId } from '../compliance/lctr/party-id-fields';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm font-medium">{children}</dd>
    </div>
  );
}

interface HawalaDetailPanelProps {
  hawala: HawalaDetail;
  actions: ReturnType<typeof useHawalaActions>;
  onClose: () => void;
}

/** The detail panel (docs/architecture.md, Screens, Pass Hawala): every field, then pass (by cash or by branch), mark as pending, cancel. */
export function HawalaDetailPanel({ hawala, actions, onClose }: HawalaDetailPanelProps) {
  const { t } = useTranslation();
  const narrativeText = useNarrativeText();
  const [byBranch, setByBranch] = useState(false);
  const [branch, setBranch] = useState<AccountListItem | null>(null);
  const [asking, setAsking] = useState<HawalaChange | null>(null);
  const passed = hawala.hawalaStatus === 'Passed';
  const cancelled = hawala.hawalaStatus === 'Cancelled';
  // A payout is dated the shop's today: while today is closed Pass is off, with the reason (docs/architecture.md, The shop's day).
  const today = shopToday();
  const dayClosed = useDayClosed();
  const todayClosed = dayClosed(today);
  // Mark as Pending and Cancel take a Passed hawala's payout out of the books, which the server refuses in a closed day
  // (docs/architecture.md, The guard). The payout is dated the day it was passed, the hawala's last change; a Cancel's
  // commission give-back is dated today, closed whenever that earlier day is not.
  const payoutDay = passed ? shopToday(new Date(hawala.updatedAt)) : null;
  const payoutClosed = payoutDay !== null && dayClosed(payoutDay);
  const whyId = useId();
  const symbol = currencySymbol(hawala.currency);
  // The payout moves rAmount from the sender's partner to the paying account (docs/architecture.md, Ledger); once done, balances alone.
  const leg = (side: 'in' | 'out') => (passed || cancelled ? null : { currencyCode: hawala.currency, side, amount: hawala.rAmount ?? '' });
  const paying = byBranch ? branch && { ...branch, isSystem: false } : { id: CASH_ACCOUNT_ID, accountCode: String(CASH_ACCOUNT_ID), accountType: 'company', isSystem: true };

  const [receiverId, setReceiverId] = useState<PartyId>(noPartyId);
  // The receiver's ID is recorded with the payout and printed on their slip (docs/decisions.md, Compliance: walk-in IDs).
  const recorded = { receiverIdType: receiverId.idType || null, receiverIdNumber: receiverId.idNumber.trim() || null };
  const passBody = () => ({ ...(byBranch && branch ? { branchAccountId: branch.id, byBranch: true } : {}), ...recorded });

  // docs/architecture.md, Validation, 'Pass hawala': the screen says what is wrong before asking the server (which checks the same).
  const confirmPass = () => {
    if (passed) return notify.error(t('hawala.pass.alreadyPassedText'), t('hawala.pass.alreadyPassed'));
    if (byBranch && !branch) return notify.error(t('hawala.pass.accountRequiredText'), t('hawala.pass.accountRequired'));
    if (byBranch && branch && branch.currency !== hawala.currency) {
      return notify.error(t('hawala.pass.currencyMismatchText', { hawala: hawala.currency, account: branch.currency }), t('hawala.pass.currencyMismatch'));
    }
    actions.pass.mutate({ id: hawala.id, body: passBody() });
  };

  return (
    <Card className="space-y-4" role="region" aria-label={t('hawala.pass.detailTitle')}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">{t('hawala.pass.detailTitle')}</h2>
          <p className="truncate font-mono text-sm text-muted-foreground" data-testid="detail-hawala-no">
            {hawala.hawalaNo}
          </p>
        </div>
        <Button variant="ghost" size="icon" aria-label={t('hawala.pass.closeDetail')} onClick={onClose}>
          <X className="size-4" aria-hidden />
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        <Item label={t('hawala.pass.fields.hawalaNo')}>
          <span className="font-mono">{hawala.hawalaNo}</span>
        </Item>
        <Item label={t('hawala.pass.fields.status')}>
          <HawalaStatusBadge status={hawala.hawalaStatus} />
        </Item>
        <Item label={t('hawala.pass.fields.sender')}>
          <bdi>{hawala.senderName ?? t('hawala.pass.unknown')}</bdi>
          {/* A line of its own aligned as the page (a block bdi would align a Latin name to the left of a Dari panel), its text isolated. */}
          <span className="block text-muted-foreground">
            <bdi>{hawala.senderPartnerName ? `${hawala.senderPartnerName} (${hawala.senderCode})` : hawala.senderCode}</bdi>
          </span>
        </Item>
        <Item label={t('hawala.pass.fields.receiver')}>
          <bdi>{hawala.receiverName ?? t('hawala.pass.na')}</bdi>
          {hawala.receiverLocation && (
            <span className="block text-muted-foreground">
              <bdi>{hawala.receiverLocation}</bdi>
            </span>
          )}
        </Item>
        <Item label={t('hawala.pass.fields.amount', { currency: hawala.amountCurrency ?? '' })}>
          <SenderAmount amount={hawala.amount ?? '0'} currency={hawala.amountCurrency} />
        </Item>
        <Item label={t('hawala.pass.fields.hawalaAmount', { currency: hawala.currency })}>
          <MoneyText amount={hawala.rAmount ?? '0'} symbol={symbol} className="text-green-800" />
        </Item>
        <Item label={t('hawala.pass.fields.exchangeRate')}>
          <span dir="ltr" className="tabular-nums">{hawala.exchangeRate === null ? '—' : formatRate(hawala.exchangeRate)}</span>
        </Item>
        <Item label={t('hawala.pass.fields.rate')}>
          <span dir="ltr" className="tabular-nums">{hawala.rate === null ? '—' : formatRate(hawala.rate)}</span>
        </Item>
        <Item label={t('hawala.pass.fields.usdAmount')}>
          <span dir="ltr" className="tabular-nums">
            {hawala.intoUSD === null ? '—' : `$ ${formatAmount(hawala.intoUSD)}`}
          </span>
        </Item>
        <Item label={t('hawala.pass.fields.transactionDate')}>
          <DateText iso={hawala.transactionDate} />
        </Item>
        <div className="col-span-2">
          <Item label={t('hawala.pass.fields.remarks')}>{narrativeText(hawala.remarks) || t('hawala.pass.defaultRemarks')}</Item>
        </div>
      </dl>

      <div className="space-y-3 border-t border-border pt-4">
        <PostingBalances account={{ id: 0, accountCode: hawala.senderCode, accountType: 'hawala_partner', isSystem: false }} leg={leg('out')} title={t('shopBalance.partner', { code: hawala.senderCode })} />
        {/* The drawer by its name, as the voucher forms title it: a bare 'Pays out: 11' tells a clerk nothing. */}
        <PostingBalances account={paying} leg={leg('in')} title={byBranch ? t('shopBalance.paying', { code: paying?.accountCode ?? '' }) : t('transactions.cash.drawer')} />
        <PartyIdFields label={t('hawala.pass.receiverId')} value={receiverId} onChange={setReceiverId} disabled={passed || cancelled} />
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4 accent-blue-700" checked={byBranch} onChange={(e) => setByBranch(e.target.checked)} disabled={passed || cancelled} />
          {t('hawala.pass.byBranch')}
        </label>
        {byBranch && (
          <Field label={t('hawala.pass.branchAccount')} hint={t('hawala.pass.branchHint', { currency: hawala.currency })}>
            {(control) => <BranchAccountCombobox {...control} value={branch} onChange={setBranch} currency={hawala.currency} />}
          </Field>
        )}
        <div className="grid gap-2">
          {cancelled && <p className="text-sm text-muted-foreground">{t('hawala.pass.reopenFirst')}</p>}
          {/* Chosen from the list, a pending hawala is one Enter from its payout; the clerk has read the panel above. */}
          <Button autoFocus={!passed && !cancelled} onClick={confirmPass} disabled={passed || cancelled || todayClosed || actions.busy} className={passed ? '' : 'bg-green-700 hover:bg-green-800'}>
            <CheckCircle2 className="size-4" aria-hidden />
            {passed ? t('hawala.pass.alreadyPassed') : actions.pass.isPending ? t('hawala.pass.passing') : t('hawala.pass.confirm')}
          </Button>
          {!passed && !cancelled && todayClosed && <ClosedDayNote date={today} />}
          {/* Side by side where both labels fit, one above the other in a narrow panel (Dari's 'Mark as Pending' is long). */}
          <div className="grid grid-cols-[repeat(auto-fit,minmax(12rem,1fr))] gap-2">
            <Button variant="outline" onClick={() => setAsking('pending')} disabled={payoutClosed || actions.busy} aria-describedby={payoutClosed ? whyId : undefined}>
              <Clock className="size-4" aria-hidden /> {t('hawala.pass.markPending')}
            </Button>
            <Button variant="destructive" onClick={() => setAsking('cancel')} disabled={cancelled || payoutClosed || actions.busy} aria-describedby={payoutClosed ? whyId : undefined}>
              <Ban className="size-4" aria-hidden /> {t('hawala.pass.cancelHawala')}
            </Button>
          </div>
          {payoutDay !== null && payoutClosed && <ClosedDayNote date={payoutDay} id={whyId} />}
        </div>
      </div>
      <HawalaChangeConfirm
        hawala={asking ? hawala : null}
        change={asking ?? 'pending'}
        onClose={() => setAsking(null)}
        onConfirm={({ id }) => (asking === 'cancel' ? actions.cancel : actions.pending).mutate(id)}
      />
      {actions.overLimit.refused?.id === hawala.id && (
        <PassOverLimitDialog
          refused={actions.overLimit.refused}
          busy={actions.pass.isPending}
          onPass={(overrideReason) => actions.pass.mutate({ id: hawala.id, body: { ...passBody(), overrideReason } })}
          onClose={actions.overLimit.dismiss}
        />
      )}
    </Card>
  );
}
