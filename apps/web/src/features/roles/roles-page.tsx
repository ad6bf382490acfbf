import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/card';
import { useCurrencies } from '../currencies/use-currencies';
import { LoadError, Spinner } from '../shell/status-pages';
import { RoleCard } from './role-card';
import { RoleChangesCard } from './role-changes';
import { useRoles } from './use-roles';

/** Roles (docs/decisions.md, Roles the owner shapes): a card per role, each saved on its own, and the change history below. */
export function RolesPage() {
  const { t } = useTranslation();
  const roles = useRoles();
  const currencies = useCurrencies();
  const error = roles.error ?? currencies.error;

  const cards = () => {
    if (error) return <LoadError error={error} onRetry={() => void (roles.refetch(), currencies.refetch())} />;
    if (!roles.data || !currencies.data) return <Spinner />;
    return roles.data.roles.map((policy) => <RoleCard key={policy.role} policy={policy} currencies={currencies.data} />);
  };

  return (
    <div className="space-y-6">
      <PageHeader title={t('roles.title')} subtitle={t('roles.subtitle')} />
      {cards()}
      <RoleChangesCard />
    </div>
  );
}
