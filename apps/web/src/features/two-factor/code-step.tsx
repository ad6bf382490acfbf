import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { twoFactorVerifyBody } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';
import { errorMessage } from '../../lib/api';
import { useVerifyCode } from './two-factor-queries';
import { firstFieldError } from '../../lib/field-errors';

/**
 * The second step of signing in: the code from the app, or a recovery code when the phone is lost. The session starts
 * only when the server takes it; Back starts over at the password.
 */
export function CodeStep({ onSignedIn, onBack }: { onSignedIn: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string>();
  const verify = useVerifyCode();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = twoFactorVerifyBody.safeParse(useRecovery ? { recoveryCode: value } : { code: value });
    if (!parsed.success) return setProblem(firstFieldError(parsed.error.issues)?.message);
    setProblem(undefined);
    verify.mutate(parsed.data, { onSuccess: onSignedIn, onError: (error) => setProblem(errorMessage(error, t('login.failure'))) });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate data-testid="two-factor-code-step">
      <p className="text-sm text-muted-foreground">{useRecovery ? t('twoFactor.recoveryStepHint') : t('twoFactor.codeStepHint')}</p>
      <Field label={useRecovery ? t('twoFactor.recoveryCodeLabel') : t('twoFactor.codeLabel')} error={problem}>
        {(props) => (
          <Input
            {...props}
            key={String(useRecovery)}
            autoFocus
            dir="ltr"
            inputMode={useRecovery ? 'text' : 'numeric'}
            autoComplete={useRecovery ? 'off' : 'one-time-code'}
            maxLength={useRecovery ? 40 : 12}
            className="font-mono tracking-widest"
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" className="w-full" busy={verify.isPending}>
        {verify.isPending ? t('login.signingIn') : t('twoFactor.verify')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setUseRecovery((v) => !v);
            setValue('');
            setProblem(undefined);
          }}
        >
          {useRecovery ? t('twoFactor.useApp') : t('twoFactor.useRecovery')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onBack}>
          {t('twoFactor.back')}
        </Button>
      </div>
    </form>
  );
}
