import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Menu, X } from 'lucide-react';
import type { CurrentUser } from '@sarafi/core';
import { cn } from '../../lib/cn';
import { AppRoutes } from './routes';
import { Sidebar } from './sidebar';

/** Fixed sidebar from md up; below it a header with a drawer and an overlay (SPEC §2.2). */
export function AppShell({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const close = () => setDrawerOpen(false);
  const sidebarKey = `${user.id}:${user.role}`;
  return (
    <div className="min-h-screen md:flex">
      <header className="sticky top-0 z-30 flex items-center justify-between bg-slate-900 px-4 py-3 text-white md:hidden">
        <span className="font-semibold">{t('app.name')}</span>
        <button type="button" aria-label={t('app.openMenu')} onClick={() => setDrawerOpen(true)}>
          <Menu className="h-6 w-6" aria-hidden />
        </button>
      </header>

      <aside className="sticky top-0 hidden h-screen w-64 shrink-0 md:block">
        <Sidebar key={sidebarKey} user={user} onNavigate={() => undefined} />
      </aside>

      {drawerOpen && (
        <div className="fixed inset-0 z-40 md:hidden">
          <div className="absolute inset-0 bg-black/50" data-testid="drawer-overlay" onClick={close} aria-hidden />
          <div role="dialog" aria-modal="true" aria-label={t('app.name')} className={cn('absolute inset-y-0 start-0 w-72 shadow-xl')}>
            <button type="button" className="absolute end-2 top-3 z-10 text-white" aria-label={t('app.closeMenu')} onClick={close}>
              <X className="h-5 w-5" aria-hidden />
            </button>
            <Sidebar key={sidebarKey} user={user} onNavigate={close} />
          </div>
        </div>
      )}

      <main className="min-w-0 flex-1 p-4 md:p-8">
        <AppRoutes user={user} />
      </main>
    </div>
  );
}
