import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loader2, SearchX, ShieldAlert } from 'lucide-react';
import type { Role } from '@sarafi/core';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] items-center justify-center gap-2 text-muted-foreground" role="status">
      <Loader2 className="h-6 w-6 animate-spin" aria-hidden />
      <span>{label ?? t('app.loading')}</span>
    </div>
  );
}

function StatusPage({ icon, title, text, back }: { icon: React.ReactNode; title: string; text: string; back: string }) {
  return (
    <div className="mx-auto mt-16 max-w-md text-center">
      {icon}
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-muted-foreground">{text}</p>
      <Link to="/dashboard" className="mt-6 inline-block rounded-md bg-primary px-4 py-2 text-sm font-medium text-white">
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

export function NotAllowedPage({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<ShieldAlert className="mx-auto h-12 w-12 text-destructive" aria-hidden />}
      title={t('notAllowed.title')}
      text={t('notAllowed.text', { role: t(`app.roles.${role}`) })}
      back={t('notAllowed.back')}
    />
  );
}
