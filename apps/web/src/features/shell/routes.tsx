import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { can, type CurrentUser, type Permission } from '@sarafi/core';
import { DashboardPage } from '../dashboard/dashboard-page';
import { UsersPage } from '../users/users-page';
import { CurrenciesPage } from '../currencies/currencies-page';
import { ConversionPage } from '../conversion/conversion-page';
import { NewAccountPage } from '../accounts/new-account-page';
import { AccountListPage } from '../accounts/account-list-page';
import { ViewAccountPage } from '../accounts/view-account-page';
import { StatementPage } from '../statement/statement-page';
import { EditAccountPage } from '../accounts/edit-account-page';
import { AccountSettingsPage } from '../account-settings/account-settings-page';
import { VoucherPage } from '../transactions/voucher-page';
import { TransferPage } from '../transactions/transfer-page';
import { ExchangePage } from '../transactions/exchange-page';
import { SearchPage } from '../search/search-page';
import { HawalaSerialPage } from '../hawala/hawala-serial-page';
import { HawalaFormPage } from '../hawala/hawala-form-page';
import { ImportHawalaPage } from '../hawala/import-hawala-page';
import { PassHawalaPage } from '../hawala/pass-hawala-page';
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
  { path: '/accounts/new', permission: 'accounts', element: <NewAccountPage /> },
  { path: '/accounts/edit', permission: 'accounts', element: <AccountListPage /> },
  { path: '/accounts/view/:id', permission: 'accounts', element: <ViewAccountPage /> },
  { path: '/accounts/view/:id/statement', permission: 'accounts', element: <StatementPage /> },
  { path: '/accounts/edit/:id', permission: 'accounts', element: <EditAccountPage /> },
  { path: '/account-settings', permission: 'account-settings', element: <AccountSettingsPage /> },
  { path: '/transactions/debit', permission: 'debit', element: <VoucherPage key="debit" kind="Debit" /> },
  { path: '/transactions/credit', permission: 'credit', element: <VoucherPage key="credit" kind="Credit" /> },
  { path: '/transactions/transfer', permission: 'transfer', element: <TransferPage /> },
  { path: '/transactions/exchange', permission: 'exchange', element: <ExchangePage /> },
  { path: '/transactions/search', permission: 'search', element: <SearchPage /> },
  { path: '/hawala-serial', permission: 'hawala-serial', element: <HawalaSerialPage /> },
  { path: '/transactions/hawala', permission: 'hawala', element: <HawalaFormPage /> },
  { path: '/transactions/import-hawala', permission: 'import-hawala', element: <ImportHawalaPage /> },
  { path: '/transactions/pass-hawala', permission: 'pass-hawala', element: <PassHawalaPage /> },
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
