import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { formatCalendarDateTime, languages, receiptCheckSchema, type Language, type ReceiptCheck } from '@sarafi/core';
import { Badge, Card, type BadgeProps } from '../../components/ui/card';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';
import { MoneyText } from '../../components/ui/money-text';
import { ApiError, apiRequest, errorMessage } from '../../lib/api';
import { languageNames } from '../preferences/preferences-fields';
import { boardDefaultLanguage } from '../board/board-options';
import { checkPath } from './check-path';


const stateBadge: Record<ReceiptCheck['state'], BadgeProps['variant']> = {
  valid: 'success',
  changed: 'warning',
  deleted: 'danger',
  sent: 'info',
  paid: 'success',
  cancelled: 'danger',
};

function useCheck(token: string) {
  return useQuery({
    queryKey: ['/api/check', token],
    queryFn: async () => receiptCheckSchema.parse(await apiRequest('GET', `/api/check/${encodeURIComponent(token)}`)),
    enabled: token !== '',
    retry: false,
  });
}

/**
 * The page a receipt's QR code opens (docs/decisions.md, Receipts, A receipt a customer can check): public, outside
 * the signed-in app, in the language its address names (`?lang=`, Dari when none). It shows the document's own facts
 * and state, never a name, a phone or a balance; without a code in the address it asks for the printed one.
 */
export function CheckPage({ pathname, search }: { pathname: string; search: string }) {
  const language: Language = languages.find((l) => l === new URLSearchParams(search).get('lang')) ?? boardDefaultLanguage;
  const { t, i18n } = useTranslation(undefined, { lng: language });
  const dir = i18n.dir(language);
  const token = decodeURIComponent(pathname.slice(checkPath.length).replace(/^\//, ''));
  const check = useCheck(token);
  const [typed, setTyped] = useState('');
  useEffect(() => {
    document.title = t('check.title');
    document.documentElement.lang = language;
    document.documentElement.dir = dir;
  }, [t, language, dir]);

  const open = (event: FormEvent) => {
    event.preventDefault();
    const code = typed.replace(/[\s-]/g, '').toUpperCase();
    if (code) window.location.assign(`${checkPath}/${encodeURIComponent(code)}?lang=${language}`);
  };
  const notFound = check.error instanceof ApiError && check.error.status === 404;

  return (
    <main lang={language} dir={dir} className="flex min-h-screen items-start justify-center bg-gradient-to-b from-slate-100 to-blue-50 p-4 sm:items-center">
      <Card className="w-full max-w-md space-y-4 p-6 shadow-lg" data-testid="check-page">
        <div className="text-center">
          <ShieldCheck className="mx-auto mb-2 h-10 w-10 text-primary" aria-hidden />
          <h1 className="text-xl font-bold">{t('check.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('check.subtitle')}</p>
        </div>
        <nav className="flex justify-center gap-3 text-sm" aria-label={t('preferences.language')}>
          {languages.map((l) => (
            <a key={l} href={`?lang=${l}`} lang={l} aria-current={l === language ? 'true' : undefined} className={l === language ? 'font-semibold underline' : 'text-primary'}>
              {languageNames[l]}
            </a>
          ))}
        </nav>
        {check.data && <CheckFacts check={check.data} language={language} />}
        {check.isLoading && <p className="text-center text-sm">{t('check.loading')}</p>}
        {check.error && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-center text-sm font-medium text-red-800" data-testid="check-not-found">
            {notFound ? t('check.notFound') : errorMessage(check.error, t('check.failed'))}
          </p>
        )}
        {!check.data && (
          <form onSubmit={open} className="space-y-3" noValidate>
            <Field label={t('check.codeLabel')} hint={t('check.codeHint')}>
              {(props) => <Input {...props} dir="ltr" autoFocus={!token} autoComplete="off" className="font-mono" value={typed} onChange={(e) => setTyped(e.target.value)} />}
            </Field>
            <Button type="submit" className="w-full">
              {t('check.submit')}
            </Button>
          </form>
        )}
      </Card>
    </main>
  );
}

function CheckFacts({ check, language }: { check: ReceiptCheck; language: Language }) {
  const { t } = useTranslation(undefined, { lng: language });
  return (
    <div className="space-y-3" data-testid="check-result">
      <div className="text-center">
        <Badge variant={stateBadge[check.state]} className="text-base" data-testid="check-state">
          {t(`check.states.${check.state}`)}
        </Badge>
        <p className="mt-2 text-sm">{t(`check.stateHints.${check.state}`)}</p>
        {check.changedAt && <p className="text-sm font-medium">{t('check.changedAt', { when: formatCalendarDateTime(check.changedAt, 'gregorian', language) })}</p>}
      </div>
      <dl className="divide-y divide-border rounded-md border border-border text-sm">
        {check.shop && <Fact label={t('check.shop')} value={check.shop} />}
        <Fact label={t('check.docType')} value={t(`check.docTypes.${check.docType}`, { defaultValue: check.docType })} />
        <Fact label={t('check.docNumber')} value={String(check.docNumber)} />
        <Fact label={t('check.date')} value={check.date} ltr />
        <Fact label={t('check.dateSolarHijri')} value={check.dateSolarHijri} ltr />
        <div className="flex justify-between gap-3 px-3 py-2">
          <dt className="text-muted-foreground">{t('check.amount')}</dt>
          <dd className="font-semibold">
            <MoneyText amount={check.amount} symbol={check.currency} />
          </dd>
        </div>
      </dl>
    </div>
  );
}

function Fact({ label, value, ltr }: { label: string; value: string; ltr?: boolean }) {
  return (
    <div className="flex justify-between gap-3 px-3 py-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium" dir={ltr ? 'ltr' : undefined}>
        {value}
      </dd>
    </div>
  );
}
