import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDown, Landmark, LayoutDashboard, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { dashboardItem, grantsOf, menuFor, type SignedInUser, type MenuSection } from '@sarafi/core';
import { apiRequest } from '../../lib/api';
import { cn } from '../../lib/cn';
import { PreferencesFields } from '../preferences/preferences-fields';
import { useRoleLabel } from './use-role-label';
import { PendingBadge } from '../approvals/pending-badge';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-2 rounded-md px-3 py-2 text-sm transition-colors',
    isActive ? 'bg-primary font-medium text-white' : 'text-sidebar-foreground hover:bg-sidebar-accent hover:text-white',
  );

/** Logout reloads whatever the server said: a failed call leaves at worst a session that expires on its own. */
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
        className="flex w-full items-center justify-between rounded-md px-3 py-2 text-xs font-semibold tracking-wide text-sidebar-muted uppercase hover:text-white"
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
                {item.key === 'approvals' && <PendingBadge />}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Keyed by user id and role by its parent, so section state resets when the user changes (docs/architecture.md, Screens, Sidebar). */
export function Sidebar({ user, onNavigate, headerAction }: { user: SignedInUser; onNavigate: () => void; headerAction?: ReactNode }) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const sections = menuFor(user.role, grantsOf(user.permissions));
  return (
    <nav aria-label={t('app.name')} className="flex h-full flex-col bg-sidebar text-white">
      <div className="flex items-center gap-2 border-b border-sidebar-border px-4 py-4">
        <Landmark className="h-6 w-6 shrink-0 text-blue-400" aria-hidden />
        <span className="flex-1 text-[15px] leading-tight font-semibold">{t('app.name')}</span>
        {headerAction}
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
      <div className="border-t border-sidebar-border p-3" data-testid="sidebar-account">
        <div className="flex items-center gap-2 px-1">
          <UserRound className="h-8 w-8 shrink-0 rounded-full bg-sidebar-accent p-1.5 text-sidebar-muted" aria-hidden />
          <div className="min-w-0">
            <p className="truncate text-sm font-medium" data-testid="sidebar-user">
              {user.fullName || user.username}
            </p>
            <p className="text-xs text-sidebar-muted" data-testid="sidebar-role">
              {roleLabel(user.role)}
            </p>
          </div>
        </div>
        <div className="mt-3">
          <PreferencesFields user={user} />
        </div>
        <div className="mt-3">
          <NavLink to="/two-factor" className={linkClass} onClick={onNavigate}>
            <ShieldCheck className="h-4 w-4" aria-hidden />
            {t('twoFactor.title')}
          </NavLink>
        </div>
        <button
          type="button"
          onClick={logout}
          className="mt-3 flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm text-sidebar-foreground hover:bg-sidebar-accent hover:text-white"
        >
          <LogOut className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
          {t('app.logout')}
        </button>
      </div>
    </nav>
  );
}
