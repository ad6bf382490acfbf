import { useTranslation } from 'react-i18next';
import { overrideReasonMaxLength } from '@sarafi/core';
import { ReasonDialog } from '../../components/ui/reason-dialog';
import type { OverLimitPass } from './use-over-limit';

/** An admin's "Pass anyway" after the credit-limit refusal: the server keeps the reason, the limit and the balance. */
export function PassOverLimitDialog({ refused, busy, onPass, onClose }: { refused: OverLimitPass; busy: boolean; onPass: (reason: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      title={t('partners.override.title')}
      description={t('partners.override.description', { message: refused.message })}
      label={t('partners.override.label')}
      requiredMessage={t('partners.override.required')}
      maxLength={overrideReasonMaxLength}
      confirmLabel={t('partners.override.confirm')}
      busy={busy}
      onConfirm={onPass}
      onClose={onClose}
    />
  );
}
