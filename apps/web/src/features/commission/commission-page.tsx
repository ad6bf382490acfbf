import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { can, grantsOf } from '@sarafi/core';
import { PageHeader } from '../../components/ui/card';
import { useAccount } from '../accounts/account-queries';
import { useCurrentUser } from '../auth/use-current-user';
import { LoadError, NotFoundPage, Spinner } from '../shell/status-pages';
import { CommissionRatesCard } from './commission-rates-card';
import { CommissionRunCard } from './commission-run-card';
import { CommissionRunsList } from './commission-runs-list';

/** A partner's commission (docs/decisions.md, Partners and settlements): its rates, a run previewed and posted, and the runs so far with their reverse. */
export function CommissionPage() {
  const { t } = useTranslation();
  const partnerId = Number(useParams().id);
  const { data: user } = useCurrentUser();
  const { data: partner, error, refetch, isPending } = useAccount(partnerId);
  if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
  if (isPending && Number.isInteger(partnerId) && partnerId > 0) return <Spinner />;
  if (!partner) return <NotFoundPage />;
  const admin = Boolean(user && can(grantsOf(user.permissions), 'partners-admin'));
  return (
    <div className="space-y-6">
      <PageHeader title={t('commission.title')} subtitle={`${partner.accountName} (${partner.accountCode})`} />
      <CommissionRatesCard partnerId={partnerId} admin={admin} />
      <CommissionRunCard partnerId={partnerId} admin={admin} />
      <CommissionRunsList partnerId={partnerId} admin={admin} />
    </div>
  );
}
