import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { twoFactorCodeBody, type TwoFactorEnrolment } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';
import { QrImage } from '../../components/ui/qr-image';
import { errorMessage } from '../../lib/api';
import { RecoveryCodeList } from './recovery-code-list';
import { useConfirmEnrolment } from './two-factor-queries';
import { firstFieldError } from '../../lib/field-errors';

/** The secret in groups of four, as authenticator apps show it and a person types it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Scan the QR code (or type the secret), prove it with a first code, then write down the recovery codes. The code is
 * checked by the shared schema before it is sent, so a typo is named under the field.
 */
export function EnrolmentForm({ enrolment, onDone }: { enrolment: TwoFactorEnrolment; onDone: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const confirm = useConfirmEnrolment();

  if (confirm.data) return <RecoveryCodeList codes={confirm.data.recoveryCodes} onDone={onDone} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = twoFactorCodeBody.safeParse({ code });
    if (!parsed.success) return setProblem(firstFieldError(parsed.error.issues)?.message);
    setProblem(undefined);
    confirm.mutate(parsed.data.code, { onError: (error) => setProblem(errorMessage(error, t('twoFactor.confirmFailed'))) });
  };

  return (
    <form className="space-y-4" onSubmit={submit} noValidate data-testid="two-factor-enrolment">
      <ol className="list-decimal space-y-1 ps-5 text-sm">
        <li>{t('twoFactor.stepScan')}</li>
        <li>{t('twoFactor.stepCode')}</li>
      </ol>
      <div className="flex flex-wrap items-center gap-4">
        <div className="rounded-md border border-border bg-white p-1">
          <QrImage text={enrolment.otpauthUrl} size="176px" alt={t('twoFactor.qrAlt')} testId="two-factor-qr" />
        </div>
        <div className="min-w-0 space-y-1">
          <p className="text-sm text-muted-foreground">{t('twoFactor.secretLabel')}</p>
          <p className="font-mono text-base break-all select-all" dir="ltr" data-testid="two-factor-secret">
            {grouped(enrolment.secret)}
          </p>
        </div>
      </div>
      <Field label={t('twoFactor.codeLabel')} error={problem}>
        {(props) => (
          <Input
            {...props}
            autoFocus
            dir="ltr"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            className="max-w-40 font-mono tracking-widest"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" busy={confirm.isPending}>
        {t('twoFactor.confirm')}
      </Button>
    </form>
  );
}
