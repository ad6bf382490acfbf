import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { EnrolmentForm } from './enrolment-form';
import { useEnrol } from './two-factor-queries';

/**
 * Between the password and the session of an admin the shop requires two-step sign-in of, who has none yet: set it up
 * now, before anything else. Confirming it starts the session.
 */
export function RequiredEnrolment({ onDone, onBack }: { onDone: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const enrol = useEnrol();
  if (enrol.data) return <EnrolmentForm enrolment={enrol.data} onDone={onDone} />;
  return (
    <div className="space-y-4" data-testid="two-factor-required">
      <h2 className="font-semibold">{t('twoFactor.requiredTitle')}</h2>
      <p className="text-sm text-muted-foreground">{t('twoFactor.requiredHint')}</p>
      {enrol.error && <p className="text-sm text-destructive">{errorMessage(enrol.error, t('twoFactor.enrolFailed'))}</p>}
      <div className="flex flex-wrap gap-2">
        <Button autoFocus busy={enrol.isPending} onClick={() => enrol.mutate()}>
          {t('twoFactor.setUp')}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          {t('twoFactor.back')}
        </Button>
      </div>
    </div>
  );
}
