import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can, menuFor } from '@sarafi/core';
import { Card, PageHeader } from '../../components/ui/card';
import { useCurrentUser } from '../auth/use-current-user';
import { isBuilt } from '../shell/routes';

/** The full dashboard (balances, hawala statistics) comes with its own issue; until then, the way in. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  const admin = can(user.role, 'dashboard-admin');
  const links = menuFor(user.role, isBuilt).flatMap((section) => section.items);
  return (
    <div>
      <PageHeader title={admin ? t('dashboard.adminTitle') : t('dashboard.userTitle')} subtitle={admin ? t('dashboard.adminSubtitle') : t('dashboard.userSubtitle')} />
      <p className="mb-6 text-sm text-muted-foreground">
        {t('dashboard.signedInAs', { name: user.fullName || user.username, role: t(`app.roles.${user.role}`) })}
      </p>
      {links.length > 0 && (
        <section aria-labelledby="dashboard-screens">
          <h2 id="dashboard-screens" className="mb-3 text-lg font-semibold">
            {t('dashboard.openScreens')}
          </h2>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {links.map((item) => (
              <Link key={item.key} to={item.path} className="block">
                <Card className="hover:border-primary">{t(`menu.${item.key}`)}</Card>
              </Link>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
