import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Eye, EyeOff, Landmark } from 'lucide-react';
import { apiRequest, errorMessage } from '../../lib/api';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, Input } from '../../components/ui/field';
import { notify } from '../../components/ui/toaster';
import { twoFactorChallenge } from '@sarafi/core';
import { CodeStep } from '../two-factor/code-step';
import { RequiredEnrolment } from '../two-factor/required-enrolment';
import { rememberLoginToast } from './login-toast';

export function LoginPage() {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  // docs/decisions.md, Security, Two-step sign-in: a right password may lead to a code step or an enrolment, not yet a session.
  const [step, setStep] = useState<'password' | 'code' | 'enrol'>('password');
  const signedIn = () => {
    rememberLoginToast();
    window.location.reload();
  };
  const login = useMutation({
    mutationFn: () => apiRequest<object>('POST', '/api/auth/login', { username, password }),
    onSuccess: (answer) => {
      const challenge = twoFactorChallenge.safeParse(answer);
      if (!challenge.success) return signedIn();
      setPassword('');
      setStep(challenge.data.enrolmentRequired ? 'enrol' : 'code');
    },
    onError: (error) => notify.error(errorMessage(error, t('login.failure'))),
  });
  const startOver = () => setStep('password');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      notify.error(t('login.bothRequired'));
      return;
    }
    login.mutate();
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-b from-slate-100 to-blue-50 p-4">
      <Card className={step === 'enrol' ? 'w-full max-w-lg p-6 shadow-lg' : 'w-full max-w-sm p-6 shadow-lg'}>
        <div className="mb-6 text-center">
          <Landmark className="mx-auto mb-2 h-10 w-10 text-primary" aria-hidden />
          <h1 className="text-xl font-bold">{t('login.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('login.subtitle')}</p>
        </div>
        {step === 'code' && <CodeStep onSignedIn={signedIn} onBack={startOver} />}
        {step === 'enrol' && <RequiredEnrolment onDone={signedIn} onBack={startOver} />}
        <form onSubmit={submit} className="space-y-4" noValidate hidden={step !== 'password'}>
          <Field label={t('login.username')}>
            {(props) => <Input {...props} autoComplete="username" autoFocus value={username} onChange={(e) => setUsername(e.target.value)} />}
          </Field>
          <Field label={t('login.password')}>
            {(props) => (
              <div className="relative">
                <Input
                  {...props}
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  className="pe-10"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
                <button
                  type="button"
                  className="absolute inset-y-0 end-0 flex w-10 items-center justify-center text-muted-foreground"
                  aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                  onClick={() => setShowPassword((v) => !v)}
                >
                  {showPassword ? <EyeOff className="h-4 w-4" /> : <Eye className="h-4 w-4" />}
                </button>
              </div>
            )}
          </Field>
          <Button type="submit" className="w-full" busy={login.isPending}>
            {login.isPending ? t('login.signingIn') : t('login.signIn')}
          </Button>
        </form>
      </Card>
    </main>
  );
}
