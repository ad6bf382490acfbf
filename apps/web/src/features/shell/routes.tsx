import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { can, type CurrentUser, type Permission } from '@sarafi/core';
import { DashboardPage } from '../dashboard/dashboard-page';
import { UsersPage } from '../users/users-page';
import { CurrenciesPage } from '../currencies/currencies-page';
import { ConversionPage } from '../conversion/conversion-page';
import { NotAllowedPage, NotFoundPage } from './status-pages';

interface AppRoute {
  path: string;
  permission: Permission;
  element: ReactNode;
}

/** The screens built so far (SPEC §2.1); the menu shows only links to these. */
const appRoutes: AppRoute[] = [
  { path: '/dashboard', permission: 'dashboard', element: <DashboardPage /> },
  { path: '/users', permission: 'users', element: <UsersPage /> },
  { path: '/currencies', permission: 'currencies', element: <CurrenciesPage /> },
  { path: '/currency-conversion', permission: 'currency-conversion', element: <ConversionPage /> },
];

const builtPaths = new Set(appRoutes.map((r) => r.path));
export const isBuilt = (path: string) => builtPaths.has(path);

/** The server enforces the same table; the guard only spares the user a screen full of 403s. */
export function AppRoutes({ user }: { user: CurrentUser }) {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/dashboard" replace />} />
      {appRoutes.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={can(user.role, route.permission) ? route.element : <NotAllowedPage role={user.role} />}
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
