import { useTranslation } from 'react-i18next';
import { appLanguage } from '../../i18n/amount-words';
import { Loader2, ShieldCheck, ShieldAlert } from 'lucide-react';
import type { JournalVerdict } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { DateText } from '../../components/ui/date-text';
import { LoadError } from '../shell/status-pages';
import { useJournalVerdict } from './journal-queries';

/**
 * docs/decisions.md, Journal: the owner recomputes the journal's hash chain and compares it with the ledger. It runs
 * when asked (it reads every row), and shows the head to compare with a printed day close, or the first break.
 */
export function JournalPage() {
  const { t } = useTranslation();
  const verdict = useJournalVerdict();
  const checking = verdict.isFetching;
  return (
    <div className="max-w-4xl space-y-6">
      <PageHeader title={t('journal.title')} subtitle={t('journal.subtitle')}>
        <Button onClick={() => void verdict.refetch()} disabled={checking}>
          {checking ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <ShieldCheck className="size-4" aria-hidden />}
          {checking ? t('journal.verifying') : t('journal.verify')}
        </Button>
      </PageHeader>
      <p className="text-sm text-muted-foreground">{t('journal.note')}</p>
      <div role="status" aria-live="polite">
        {verdict.isError ? (
          <LoadError error={verdict.error} onRetry={() => void verdict.refetch()} />
        ) : verdict.data ? (
          <VerdictCard verdict={verdict.data} />
        ) : (
          !checking && <p className="text-sm">{t('journal.notYet')}</p>
        )}
      </div>
    </div>
  );
}

function VerdictCard({ verdict }: { verdict: JournalVerdict }) {
  const { t, i18n } = useTranslation();
  // The verifier's detail names tables, accounts and figures in English; the finding above says it in the reader's
  // language, so the detail shows only in English (docs/decisions.md, Journal).
  const showDetail = appLanguage(i18n.resolvedLanguage) === 'en';
  if (verdict.ok) {
    return (
      <Card className="space-y-3 border-green-300">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-green-800">
          <ShieldCheck className="size-5" aria-hidden />
          {t('journal.ok')}
        </h2>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium">{t('journal.count')}</dt>
          <dd className="tabular-nums"><bdi dir="ltr">{verdict.count.toLocaleString('en-US')}</bdi></dd>
          <dt className="font-medium">{t('journal.pending')}</dt>
          <dd className="tabular-nums"><bdi dir="ltr">{verdict.pending.toLocaleString('en-US')}</bdi></dd>
          <dt className="font-medium">{t('journal.head')}</dt>
          <dd className="font-mono text-xs break-all"><bdi dir="ltr" data-testid="journal-head">{verdict.head}</bdi></dd>
          <dt className="font-medium">{t('journal.checkedAt')}</dt>
          <dd><DateText iso={verdict.checkedAt} withTime /></dd>
        </dl>
        <p className="text-xs text-muted-foreground">{t('journal.headHint')}</p>
      </Card>
    );
  }
  return (
    <Card className="space-y-3 border-red-300">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-red-800">
        <ShieldAlert className="size-5" aria-hidden />
        {t('journal.broken')}
      </h2>
      <p className="text-sm font-medium">{t(`journal.findings.${verdict.finding}`)}</p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">{t('journal.brokenAt')}</dt>
        <dd className="tabular-nums"><bdi dir="ltr">{verdict.brokenAt ?? '—'}</bdi></dd>
        {showDetail && (
          <>
            <dt className="font-medium">{t('journal.detail')}</dt>
            <dd><bdi dir="ltr">{verdict.reason}</bdi></dd>
          </>
        )}
        <dt className="font-medium">{t('journal.checkedAt')}</dt>
        <dd><DateText iso={verdict.checkedAt} withTime /></dd>
      </dl>
      <p className="text-xs text-muted-foreground">{t('journal.brokenHint')}</p>
    </Card>
  );
}
