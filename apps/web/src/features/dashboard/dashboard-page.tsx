import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import { can, menuSections } from '@sarafi/core';
import { Card, PageHeader } from '../../components/ui/card';
import { useCurrentUser } from '../auth/use-current-user';
import { isBuilt } from '../shell/routes';
import { useRoleLabel } from '../shell/use-role-label';

/**
 * The full dashboard (balances, hawala statistics) comes with its own issue; until then it greets the user and
 * lists every built screen their role may open — an operator's menu is shorter than that (SPEC §2.1 and §2.2).
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  const admin = can(user.role, 'dashboard-admin');
  const screens = menuSections.flatMap((section) => section.items).filter((item) => isBuilt(item.path) && can(user.role, item.permission));
  return (
    <div>
      <PageHeader title={admin ? t('dashboard.adminTitle') : t('dashboard.userTitle')} subtitle={admin ? t('dashboard.adminSubtitle') : undefined} />
      <p className="mb-6 text-sm text-muted-foreground" data-testid="dashboard-signed-in">
        {t('dashboard.signedInAs', { name: user.fullName || user.username, role: roleLabel(user.role) })}
      </p>
      {screens.length > 0 && (
        <section aria-labelledby="dashboard-screens">
          <h2 id="dashboard-screens" className="mb-3 text-lg font-semibold">
            {t('dashboard.openScreens')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {screens.map((item) => (
              <li key={item.key}>
                <Link to={item.path} className="group block rounded-card">
                  <Card className="flex items-center justify-between gap-2 transition-colors group-hover:border-primary">
                    <span className="font-medium">{t(`menu.${item.key}`)}</span>
                    <ChevronRight className="h-4 w-4 text-muted-foreground rtl:rotate-180" aria-hidden />
                  </Card>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
