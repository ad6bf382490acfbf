import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UserX } from 'lucide-react';

export function AccountNotFound({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto mt-16 max-w-md text-center">
      <UserX className="mx-auto h-12 w-12 text-muted-foreground" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">{t('accounts.notFound')}</h1>
      <p className="mt-2 text-muted-foreground">{text}</p>
      <Link to="/accounts/edit" className="mt-6 inline-block rounded-md bg-primary px-4 py-2 text-sm font-medium text-white">
        {t('accounts.backToAccounts')}
      </Link>
    </div>
  );
}
