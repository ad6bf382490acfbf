import { useTranslation } from 'react-i18next';
import { UserX } from 'lucide-react';
import { StatusPage } from '../shell/status-pages';

export function AccountNotFound({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<UserX className="mx-auto h-12 w-12 text-muted-foreground" aria-hidden />}
      title={t('accounts.notFound')}
      text={text}
      back={t('accounts.backToAccounts')}
      backTo="/accounts/edit"
    />
  );
}
