import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loader2, RefreshCw, SearchX, ShieldAlert, TriangleAlert } from 'lucide-react';
import { Button, buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { Card } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { useRoleLabel } from './use-role-label';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] items-center justify-center gap-2 text-muted-foreground" role="status">
      <Loader2 className="h-6 w-6 animate-spin" aria-hidden />
      <span>{label ?? t('app.loading')}</span>
    </div>
  );
}

/** A list that failed to load: what the server said, and a way to ask again without reloading the page. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
      <TriangleAlert className="h-8 w-8 text-destructive" aria-hidden />
      <p className="font-semibold">{t('common.loadFailed')}</p>
      <p className="text-sm text-muted-foreground">{errorMessage(error, t('common.tryAgainLater'))}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw className="h-3.5 w-3.5" aria-hidden />
        {t('common.retry')}
      </Button>
    </Card>
  );
}

export function StatusPage({ icon, title, text, back, backTo = '/dashboard' }: { icon: ReactNode; title: string; text: string; back: string; backTo?: string }) {
  return (
    <div className="mx-auto mt-16 max-w-md text-center">
      {icon}
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 break-words text-muted-foreground">{text}</p>
      <Link to={backTo} className={cn(buttonVariants(), 'mt-6')}>
        {back}
      </Link>
    </div>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <StatusPage
      icon={<SearchX className="mx-auto h-12 w-12 text-muted-foreground" aria-hidden />}
      title={t('notFound.title')}
      text={t('notFound.text', { path: pathname })}
      back={t('notFound.back')}
    />
  );
}

/** What a user sees at the address of a screen their role may not open; the server refuses its data as well. */
export function NotAllowedPage({ role }: { role: string }) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  return (
    <StatusPage
      icon={<ShieldAlert className="mx-auto h-12 w-12 text-destructive" aria-hidden />}
      title={t('notAllowed.title')}
      text={t('notAllowed.text', { role: roleLabel(role) })}
      back={t('notAllowed.back')}
    />
  );
}
