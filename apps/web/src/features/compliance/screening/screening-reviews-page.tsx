import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { screeningHitStatuses, type ScreeningHitStatus, type ScreeningReview } from '@sarafi/core';
import { Button } from '../../../components/ui/button';
import { Badge, Card, PageHeader } from '../../../components/ui/card';
import { DateText } from '../../../components/ui/date-text';
import { Field, Select } from '../../../components/ui/field';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api';
import { LoadError, Spinner } from '../../shell/status-pages';
import { useDecideReview, useScreeningReviews } from './screening-api';

const statusBadge: Record<ScreeningHitStatus, 'warning' | 'success' | 'danger'> = { open: 'warning', released: 'success', blocked: 'danger' };
const noteMaxLength = 1000;

/**
 * Admin: each screening hit with the screened record and the list entry side by side and the score; an open one is
 * released as a false positive or blocked as a true match, each with a note (docs/decisions.md, Compliance:
 * sanctions screening).
 */
export function ScreeningReviewsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ScreeningHitStatus | 'all'>('open');
  const reviews = useScreeningReviews(status);
  const decide = useDecideReview();
  const [deciding, setDeciding] = useState<{ review: ScreeningReview; decision: 'release' | 'block' } | null>(null);

  const confirm = (note: string) => {
    if (!deciding) return;
    decide.mutate(
      { id: deciding.review.id, decision: deciding.decision, note },
      {
        onSuccess: () => {
          notify.success(t(`screening.reviews.${deciding.decision}d`));
          setDeciding(null);
        },
        onError: (error) => notify.error(errorMessage(error, t('screening.reviews.failed'))),
      },
    );
  };

  return (
    <div className="max-w-6xl space-y-6">
      <PageHeader title={t('screening.reviews.title')} subtitle={t('screening.reviews.subtitle')} />
      <div className="max-w-xs">
        <Field label={t('screening.reviews.show')}>
          {(control) => (
            <Select {...control} value={status} onChange={(e) => setStatus(e.target.value as ScreeningHitStatus | 'all')}>
              {[...screeningHitStatuses, 'all' as const].map((value) => (
                <option key={value} value={value}>
                  {t(`screening.statuses.${value}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {reviews.error ? (
        <LoadError error={reviews.error} onRetry={() => void reviews.refetch()} />
      ) : !reviews.data ? (
        <Spinner />
      ) : reviews.data.reviews.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('screening.reviews.none')}</p>
      ) : (
        <ul className="space-y-4" aria-label={t('screening.reviews.title')}>
          {reviews.data.reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} onDecide={(decision) => setDeciding({ review, decision })} />
            </li>
          ))}
        </ul>
      )}
      {deciding && (
        <ReasonDialog
          title={t(`screening.reviews.${deciding.decision}Title`)}
          description={t(`screening.reviews.${deciding.decision}Description`, { name: deciding.review.subject.name })}
          label={t('screening.reviews.note')}
          requiredMessage={t('errors.compliance.noteRequired')}
          maxLength={noteMaxLength}
          confirmLabel={t(`screening.reviews.${deciding.decision}`)}
          confirmVariant={deciding.decision === 'block' ? 'confirmDestructive' : 'destructive'}
          busy={decide.isPending}
          onConfirm={confirm}
          onClose={() => setDeciding(null)}
        />
      )}
    </div>
  );
}

function ReviewCard({ review, onDecide }: { review: ScreeningReview; onDecide: (decision: 'release' | 'block') => void }) {
  const { t } = useTranslation();
  const { subject, entry } = review;
  return (
    <Card className="space-y-4" data-testid="screening-review">
      <div className="flex flex-wrap items-center gap-3">
        <Badge variant={statusBadge[review.status]}>{t(`screening.statuses.${review.status}`)}</Badge>
        <span className="text-sm font-medium">
          {t('screening.reviews.score')}: <bdi dir="ltr" className="tabular-nums">{review.score}</bdi>
        </span>
        <span className="text-xs text-muted-foreground">
          <DateText iso={review.createdAt} withTime />
        </span>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-label={t('screening.reviews.screened')} className="rounded-md border p-3">
          <h3 className="mb-2 text-sm font-semibold">{t('screening.reviews.screened')}</h3>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{t('screening.reviews.record')}</dt>
            <dd>
              {t(`screening.kinds.${subject.kind}`)} {subject.label && <bdi dir="ltr">{subject.label}</bdi>}
            </dd>
            <dt className="text-muted-foreground">{t('screening.reviews.role')}</dt>
            <dd>{t(`screening.roles.${subject.role}`, { defaultValue: subject.role })}</dd>
            <dt className="text-muted-foreground">{t('screening.reviews.name')}</dt>
            <dd className="font-medium">
              <bdi>{subject.name}</bdi>
            </dd>
            <dt className="text-muted-foreground">{t('screening.reviews.dateOfBirth')}</dt>
            <dd>{subject.dateOfBirth ? <DateText iso={subject.dateOfBirth} /> : '—'}</dd>
          </dl>
        </section>
        <section aria-label={t('screening.reviews.listed')} className="rounded-md border border-red-200 p-3">
          <h3 className="mb-2 text-sm font-semibold">{t('screening.reviews.listed')}</h3>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{t('screening.reviews.reference')}</dt>
            <dd>
              {t(`screening.sources.${entry.source}`)} <bdi dir="ltr">{entry.reference}</bdi>
            </dd>
            <dt className="text-muted-foreground">{t('screening.reviews.name')}</dt>
            <dd className="font-medium">
              <bdi>{entry.name}</bdi>
            </dd>
            <dt className="text-muted-foreground">{t('screening.reviews.matchedAlias')}</dt>
            <dd>
              <bdi>{review.matchedAlias}</bdi>
            </dd>
            <dt className="text-muted-foreground">{t('screening.reviews.aliases')}</dt>
            <dd>
              {entry.aliases.map((alias) => (
                <bdi key={alias} className="block">
                  {alias}
                </bdi>
              ))}
            </dd>
            <dt className="text-muted-foreground">{t('screening.reviews.dateOfBirth')}</dt>
            <dd>
              <bdi dir="ltr">{entry.datesOfBirth.join(', ') || '—'}</bdi>
            </dd>
          </dl>
        </section>
      </div>
      {review.status === 'open' ? (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => onDecide('release')}>
            {t('screening.reviews.release')}
          </Button>
          <Button variant="destructive" onClick={() => onDecide('block')}>
            {t('screening.reviews.block')}
          </Button>
        </div>
      ) : (
        <p className="text-sm">
          <bdi>{review.decidedBy}</bdi> · <DateText iso={review.decidedAt} withTime /> · <bdi>{review.note}</bdi>
        </p>
      )}
    </Card>
  );
}
