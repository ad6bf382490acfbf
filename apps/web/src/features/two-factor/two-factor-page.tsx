import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Badge, Card, PageHeader } from '../../components/ui/card';
import { notify } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/api';
import { LoadError, Spinner } from '../shell/status-pages';
import { EnrolmentForm } from './enrolment-form';
import { useEnrol, useTwoFactorStatus } from './two-factor-queries';

export const twoFactorPath = '/two-factor';

/** Every user's own page: turn two-step sign-in on. Turning it off is an admin's reset on the Users screen (a lost phone). */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const enrol = useEnrol();

  const body = () => {
    if (status.isLoading) return <Spinner />;
    if (status.error) return <LoadError error={status.error} onRetry={() => void status.refetch()} />;
    // Kept up until the recovery codes are acknowledged, though the status already reads "on".
    if (enrol.data) return <EnrolmentForm enrolment={enrol.data} onDone={() => enrol.reset()} />;
    if (status.data?.enrolled) {
      return (
        <div className="space-y-2" data-testid="two-factor-on">
          <Badge variant="success">{t('twoFactor.on')}</Badge>
          <p className="text-sm">{t('twoFactor.onHint')}</p>
          <p className="text-sm text-muted-foreground">{t('twoFactor.codesLeft', { count: status.data.recoveryCodesLeft })}</p>
        </div>
      );
    }
    return (
      <div className="space-y-3" data-testid="two-factor-off">
        <Badge variant="neutral">{t('twoFactor.off')}</Badge>
        <p className="text-sm">{t('twoFactor.offHint')}</p>
        <Button busy={enrol.isPending} onClick={() => enrol.mutate(undefined, { onError: (error) => notify.error(errorMessage(error, t('twoFactor.enrolFailed'))) })}>
          <ShieldCheck className="h-4 w-4" aria-hidden />
          {t('twoFactor.setUp')}
        </Button>
      </div>
    );
  };

  return (
    <div className="max-w-2xl">
      <PageHeader title={t('twoFactor.title')} subtitle={t('twoFactor.subtitle')} />
      <Card>{body()}</Card>
    </div>
  );
}
