import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BookOpen, RotateCcw } from 'lucide-react';
import { can, type SignedInUser, type DayClose, type DayCloseSettings, grantsOf } from '@sarafi/core';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { DateInput } from '../../components/ui/date-input';
import { Field } from '../../components/ui/field';
import { cn } from '../../lib/cn';
import { useCurrentUser } from '../auth/use-current-user';
import { LoadError, Spinner } from '../shell/status-pages';
import { LetterheadHeader } from '../shop-settings/letterhead-header';
import { shopToday } from '../../lib/shop-day';
import { useCountSheet, useDayClose, useDayCloseSettings } from './books-queries';
import { DayCloseActions } from './day-close-actions';
import { DayCloseCountForm } from './day-close-count-form';
import { DayCloseHistory } from './day-close-history';
import { DayCloseReport } from './day-close-report';
import { DayCloseSettingsCard } from './day-close-settings-card';
import { PaperStyle } from './print-paper';

/** The day's count: the form while the day is open, the stored close once counted, and a fresh count after a reopen. */
function DayCloseBody({ date, user, admin, settings }: { date: string; user: SignedInUser; admin: boolean; settings: DayCloseSettings }) {
  const { t } = useTranslation();
  // Which pending count is being counted again: once the recount replaces it, the form closes by itself.
  const [recountOf, setRecountOf] = useState<number | null>(null);
  const close = useDayClose(date);
  const sheet = useCountSheet(date);
  if (close.isLoading || sheet.isLoading) return <Spinner label={t('books.loading')} />;
  if (close.error || sheet.error || close.data === undefined || !sheet.data) {
    return <LoadError error={close.error ?? sheet.error} onRetry={() => void Promise.all([close.refetch(), sheet.refetch()])} />;
  }
  const current: DayClose | null = close.data;
  const recounting = current !== null && recountOf === current.id;
  const counting = !current || current.status === 'reopened' || current.status === 'superseded' || recounting;
  return (
    <div className="space-y-4">
      {current && current.status !== 'superseded' && (
        <>
          <DayCloseReport close={current} />
          <DayCloseActions close={current} user={user} admin={admin} allowSelfApproval={settings.allowSelfApproval} />
          {admin && current.status === 'pending' && !recounting && (
            <Button variant="outline" className="print:hidden" onClick={() => setRecountOf(current.id)}>
              <RotateCcw className="h-4 w-4" aria-hidden />
              {t('books.dayClose.countAgain')}
            </Button>
          )}
        </>
      )}
      {counting && (
        <section className="space-y-2 print:hidden">
          <h2 className="text-lg font-semibold">{t('books.dayClose.countTitle')}</h2>
          <p className="text-sm text-muted-foreground">{t('books.dayClose.countHint')}</p>
          {sheet.data.currencies.length === 0 ? (
            <Card className="py-8 text-center text-muted-foreground">{t('books.cashBook.empty')}</Card>
          ) : (
            <DayCloseCountForm key={`${date}-${current?.id ?? 'new'}`} sheet={sheet.data} supersedes={current?.status === 'pending' ? { id: current.id, version: current.version } : undefined} />
          )}
        </section>
      )}
    </div>
  );
}

/** Day close (docs/decisions.md, Books and day close): count the drawer by note, a second admin approves, an admin may reopen the last closed day. */
export function DayClosePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const date = params.get('date') || shopToday();
  const { data: user } = useCurrentUser();
  const settings = useDayCloseSettings();
  const choose = (next: string) => next && setParams({ date: next }, { replace: true });
  const admin = Boolean(user && can(grantsOf(user.permissions), 'day-close-admin'));

  return (
    <div className="space-y-4">
      <PaperStyle paper="A4" />
      <div className="hidden print:block">
        <LetterheadHeader />
      </div>
      <PageHeader title={t('books.dayClose.title')} subtitle={t('books.dayClose.subtitle')}>
        <Link to={`/reports/cash-book?date=${date}`} className={cn(buttonVariants({ variant: 'outline' }), 'print:hidden')}>
          <BookOpen className="h-4 w-4" aria-hidden />
          {t('books.dayClose.openCashBook')}
        </Link>
      </PageHeader>
      <Card className="print:hidden">
        <div className="w-full sm:w-60">
          <Field label={t('books.date')}>{(props) => <DateInput value={date} onChange={choose} {...props} />}</Field>
        </div>
      </Card>
      {!user || settings.isLoading ? (
        <Spinner label={t('books.loading')} />
      ) : settings.error || !settings.data ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <DayCloseBody key={date} date={date} user={user} admin={admin} settings={settings.data} />
          <DayCloseHistory onOpen={choose} />
          {admin && <DayCloseSettingsCard settings={settings.data} />}
        </>
      )}
    </div>
  );
}
