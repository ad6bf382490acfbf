import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, Send } from 'lucide-react';
import { commissionRunMaxDays, type CommissionRange } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DateInput } from '../../components/ui/date-input';
import { Field } from '../../components/ui/field';
import { notify } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/api';
import { useCreditLimitOverride } from '../transactions/credit-limit-override';
import { shopToday } from '../../lib/shop-day';
import { LoadError } from '../shell/status-pages';
import { ClosedDayNote } from '../books/closed-day-note';
import { useDayClosed } from '../books/use-closed-day';
import { CommissionPreviewTable } from './commission-preview-table';
import { useCommissionPreview, usePostCommissionRun } from './commission-queries';

/** The month so far: the range a weekly or monthly run usually covers. */
const monthSoFar = (): CommissionRange => {
  const today = shopToday();
  return { from: `${today.slice(0, 8)}01`, to: today };
};

/** A range of shop days, its preview (read-only), and for an admin the run that posts exactly what the server then recomputes. */
export function CommissionRunCard({ partnerId, admin }: { partnerId: number; admin: boolean }) {
  const { t } = useTranslation();
  const errorId = useId();
  const whyId = useId();
  // A run is posted on the shop's today: while today is closed Post is off, with the reason (docs/architecture.md, The shop's day).
  const today = shopToday();
  const todayClosed = useDayClosed()(today);
  const [from, setFrom] = useState(() => monthSoFar().from);
  const [to, setTo] = useState(() => monthSoFar().to);
  const [range, setRange] = useState<CommissionRange | null>(null);
  const preview = useCommissionPreview(partnerId, range);
  const post = usePostCommissionRun(partnerId);
  const reversed = Boolean(from && to && from > to);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to || reversed) return;
    setRange({ from, to });
    if (range?.from === from && range.to === to) void preview.refetch();
  };
  const shown = preview.data && range && preview.data.from === range.from && preview.data.to === range.to ? preview.data : undefined;
  const postRun = (body: CommissionRange | null) =>
    body &&
    post.mutate(body, {
      onSuccess: (run) => notify.success(t('commission.run.posted', { id: run.id })),
      onError: (failure) => notify.error(errorMessage(failure, t('commission.run.postFailed'))),
    });
  // Refused for a partner's credit limit, the admin may charge past it; the decision is kept with the postings.
  const pastLimit = useCreditLimitOverride({ error: post.error, variables: post.variables, mutate: postRun });
  const invalid = { 'aria-invalid': reversed, 'aria-describedby': reversed ? errorId : undefined };
  return (
    <Card className="space-y-4" data-testid="commission-run">
      <h2 className="text-lg font-semibold">{t('commission.run.title')}</h2>
      <form className="space-y-2" onSubmit={submit}>
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-full sm:w-auto sm:min-w-44">
            <Field label={t('commission.run.from')}>{(props) => <DateInput value={from} onChange={setFrom} required {...props} {...invalid} />}</Field>
          </div>
          <div className="w-full sm:w-auto sm:min-w-44">
            <Field label={t('commission.run.to')}>{(props) => <DateInput value={to} onChange={setTo} required {...props} {...invalid} />}</Field>
          </div>
          <Button type="submit" variant="outline" disabled={reversed || preview.isFetching}>
            <Eye className="h-4 w-4" aria-hidden />
            {t('commission.run.preview')}
          </Button>
        </div>
        {/* Under the row, not under To alone: a hint there would lift To above From. */}
        <p className="text-xs text-muted-foreground">{t('commission.run.maxDays', { count: commissionRunMaxDays })}</p>
        {reversed && (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {t('commission.run.rangeReversed')}
          </p>
        )}
      </form>
      {preview.error ? (
        <LoadError error={preview.error} onRetry={() => void preview.refetch()} />
      ) : (
        shown && (
          <div className="space-y-3" aria-live="polite">
            {shown.items.length === 0 ? (
              <p className="text-sm" data-testid="commission-nothing">
                {t('commission.run.nothing')}
              </p>
            ) : (
              <CommissionPreviewTable preview={shown} />
            )}
            {shown.unrated.length > 0 && (
              <ul className="space-y-1 text-sm text-amber-800">
                {shown.unrated.map((u) => (
                  <li key={u.currencyId}>
                    {t('commission.run.unrated', { count: u.count, currency: u.currencyCode })}
                  </li>
                ))}
              </ul>
            )}
            {shown.items.length > 0 &&
              (admin ? (
                <div className="space-y-2">
                  <div className="flex flex-wrap gap-2">
                    <Button onClick={() => postRun(range)} disabled={todayClosed} busy={post.isPending} aria-describedby={todayClosed ? whyId : undefined}>
                      <Send className="h-4 w-4" aria-hidden />
                      {t('commission.run.post')}
                    </Button>
                    {pastLimit && post.variables?.from === range?.from && post.variables?.to === range?.to && (
                      <Button variant="outline" disabled={todayClosed || post.isPending} onClick={pastLimit}>
                        {t('transactions.overrideCreditLimit')}
                      </Button>
                    )}
                  </div>
                  {todayClosed && <ClosedDayNote date={today} id={whyId} />}
                </div>
              ) : (
                <p className="text-sm text-muted-foreground">{t('commission.run.adminPosts')}</p>
              ))}
          </div>
        )
      )}
    </Card>
  );
}
