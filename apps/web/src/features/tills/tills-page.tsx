import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileBarChart } from 'lucide-react';
import { buttonVariants } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/card';
import { LoadError, Spinner } from '../shell/status-pages';
import { ClerkShortagesCard } from './clerk-shortages-card';
import { CreateTillCard } from './create-till-card';
import { ShiftReview } from './shift-review';
import { TillCard } from './till-card';
import { TillSettingsCard } from './till-settings-card';
import { useTills, useTillSettings } from './tills-queries';

/**
 * Tills (owner, docs/decisions.md, Tills and shifts): create a till; every till and the safe with its holder, since
 * when, its cash and last variances; a held till's shift opened for review (top-up, drops to confirm, the close to
 * approve); the clerks' shortages to write off; the shop's till settings.
 */
export function TillsPage() {
  const { t } = useTranslation();
  const tills = useTills();
  const settings = useTillSettings();
  const [reviewing, setReviewing] = useState<number | null>(null);
  return (
    <div className="space-y-4">
      <PageHeader title={t('tills.owner.title')} subtitle={t('tills.owner.subtitle')}>
        <Link to="/reports/till-variances" className={buttonVariants({ variant: 'outline' })}>
          <FileBarChart className="h-4 w-4" aria-hidden />
          {t('menu.tillVariances')}
        </Link>
      </PageHeader>
      <CreateTillCard />
      {tills.isLoading ? (
        <Spinner label={t('tills.loading')} />
      ) : tills.error || !tills.data ? (
        <LoadError error={tills.error} onRetry={() => void tills.refetch()} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="tills-list">
          {tills.data.map((till) => (
            <TillCard key={till.id} till={till} reviewing={reviewing !== null && reviewing === till.holder?.shiftId} onReview={(id) => setReviewing(reviewing === id ? null : id)} />
          ))}
        </div>
      )}
      {reviewing !== null && <ShiftReview shiftId={reviewing} />}
      <ClerkShortagesCard />
      {settings.data && <TillSettingsCard settings={settings.data} />}
    </div>
  );
}
