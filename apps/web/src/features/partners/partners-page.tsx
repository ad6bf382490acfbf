import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, PageHeader } from '../../components/ui/card';
import { useDateFormat } from '../../lib/use-date-format';
import { LoadError, Spinner } from '../shell/status-pages';
import { StatementFilters } from '../statement/statement-filters';
import { PartnerPositionCard } from './partner-position-card';
import { shopMonthSoFar, usePartners, type PartnerRange } from './partner-queries';

/** Either end left blank falls back to the shop's month so far. */
const filled = (range: { from?: string; to?: string }): PartnerRange => ({ ...shopMonthSoFar(), ...Object.fromEntries(Object.entries(range).filter(([, v]) => v)) });

/** Every partner and hawala partner: who owes whom per currency, what moved in the period, and its credit limit. */
export function PartnersPage() {
  const { t } = useTranslation();
  const format = useDateFormat();
  const [range, setRange] = useState(shopMonthSoFar);
  const { data, error, isLoading, isFetching, refetch } = usePartners(range);
  if (isLoading) return <Spinner label={t('partners.loading')} />;
  return (
    <div className="space-y-4">
      <PageHeader title={t('partners.title')} subtitle={t('partners.period', { from: format.date(range.from), to: format.date(range.to) })} />
      <StatementFilters initial={range} onShow={(next) => setRange(filled(next))} />
      {error || !data ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <div className={isFetching ? 'space-y-4 opacity-60 transition-opacity' : 'space-y-4'} aria-busy={isFetching}>
          {data.partners.length === 0 ? (
            <Card className="py-10 text-center text-muted-foreground">{t('partners.empty')}</Card>
          ) : (
            data.partners.map((partner) => <PartnerPositionCard key={partner.id} partner={partner} />)
          )}
        </div>
      )}
    </div>
  );
}
