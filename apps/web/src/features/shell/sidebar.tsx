import { useState } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDown, Landmark, LayoutDashboard, LogOut } from 'lucide-react';
import { dashboardItem, menuFor, type CurrentUser, type MenuSection } from '@sarafi/core';
import { apiRequest } from '../../lib/api';
import { cn } from '../../lib/cn';
import { isBuilt } from './routes';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn('flex items-center gap-2 rounded-md px-3 py-2 text-sm', isActive ? 'bg-primary text-white' : 'text-slate-200 hover:bg-slate-700');

async function logout() {
  try {
    await apiRequest('POST', '/api/auth/logout');
  } catch (error) {
    console.error('logout failed', error);
  }
  window.location.reload();
}

function Section({ section, onNavigate }: { section: MenuSection; onNavigate: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(section.defaultOpen);
  const id = `menu-section-${section.key}`;
  return (
    <div>
      <button
        type="button"
        className="flex w-full items-center justify-between px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-400 hover:text-white"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        {t(`menu.${section.key}`)}
        <ChevronDown className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      {open && (
        <ul id={id} className="space-y-1">
          {section.items.map((item) => (
            <li key={item.key}>
              <NavLink to={item.path} className={linkClass} onClick={onNavigate}>
                {t(`menu.${item.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Keyed by user id and role by its parent, so section state resets when the user changes (SPEC §2.2). */
export function Sidebar({ user, onNavigate }: { user: CurrentUser; onNavigate: () => void }) {
  const { t } = useTranslation();
  const sections = menuFor(user.role, isBuilt);
  return (
    <nav aria-label={t('app.name')} className="flex h-full flex-col bg-slate-900 text-white">
      <div className="flex items-center gap-2 border-b border-slate-700 px-4 py-4">
        <Landmark className="h-6 w-6 text-blue-400" aria-hidden />
        <span className="font-semibold">{t('app.name')}</span>
      </div>
      <div className="flex-1 space-y-3 overflow-y-auto p-3">
        <NavLink to={dashboardItem.path} className={linkClass} onClick={onNavigate}>
          <LayoutDashboard className="h-4 w-4" aria-hidden />
          {t('menu.dashboard')}
        </NavLink>
        {sections.map((section) => (
          <Section key={section.key} section={section} onNavigate={onNavigate} />
        ))}
      </div>
      <div className="border-t border-slate-700 p-3">
        <p className="text-sm font-medium" data-testid="sidebar-user">
          {user.fullName || user.username}
        </p>
        <p className="text-xs text-slate-400" data-testid="sidebar-role">
          {t(`app.roles.${user.role}`)}
        </p>
        <button type="button" onClick={logout} className="mt-2 flex items-center gap-2 text-sm text-slate-300 hover:text-white">
          <LogOut className="h-4 w-4" aria-hidden />
          {t('app.logout')}
        </button>
      </div>
    </nav>
  );
}
