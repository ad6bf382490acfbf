import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { can, grantsOf, type SignedInUser, type Permission } from '@sarafi/core';
import { NotAllowedPage, NotFoundPage, Spinner } from './status-pages';

/** Each screen is its own chunk, fetched when first opened, so signing in downloads only the shell. */
const loadDashboard = () => import('../dashboard/dashboard-page');
const DashboardPage = lazy(() => loadDashboard().then((m) => ({ default: m.DashboardPage })));
// The landing screen: opened straight at /dashboard, its chunk is fetched alongside the sign-in check rather than after it.
if (typeof window !== 'undefined' && window.location.pathname === '/dashboard') void loadDashboard().catch(() => undefined);
const UsersPage = lazy(() => import('../users/users-page').then((m) => ({ default: m.UsersPage })));
const CurrenciesPage = lazy(() => import('../currencies/currencies-page').then((m) => ({ default: m.CurrenciesPage })));
const ConversionPage = lazy(() => import('../conversion/conversion-page').then((m) => ({ default: m.ConversionPage })));
const NewAccountPage = lazy(() => import('../accounts/new-account-page').then((m) => ({ default: m.NewAccountPage })));
const AccountListPage = lazy(() => import('../accounts/account-list-page').then((m) => ({ default: m.AccountListPage })));
const ViewAccountPage = lazy(() => import('../accounts/view-account-page').then((m) => ({ default: m.ViewAccountPage })));
const StatementPage = lazy(() => import('../statement/statement-page').then((m) => ({ default: m.StatementPage })));
const EditAccountPage = lazy(() => import('../accounts/edit-account-page').then((m) => ({ default: m.EditAccountPage })));
const AccountSettingsPage = lazy(() => import('../account-settings/account-settings-page').then((m) => ({ default: m.AccountSettingsPage })));
const ShopSettingsPage = lazy(() => import('../shop-settings/shop-settings-page').then((m) => ({ default: m.ShopSettingsPage })));
const VoucherPage = lazy(() => import('../transactions/voucher-page').then((m) => ({ default: m.VoucherPage })));
const TransferPage = lazy(() => import('../transactions/transfer-page').then((m) => ({ default: m.TransferPage })));
const ExchangePage = lazy(() => import('../transactions/exchange-page').then((m) => ({ default: m.ExchangePage })));
const SearchPage = lazy(() => import('../search/search-page').then((m) => ({ default: m.SearchPage })));
const HawalaSerialPage = lazy(() => import('../hawala/hawala-serial-page').then((m) => ({ default: m.HawalaSerialPage })));
const HawalaFormPage = lazy(() => import('../hawala/hawala-form-page').then((m) => ({ default: m.HawalaFormPage })));
const ImportHawalaPage = lazy(() => import('../hawala/import-hawala-page').then((m) => ({ default: m.ImportHawalaPage })));
const PassHawalaPage = lazy(() => import('../hawala/pass-hawala-page').then((m) => ({ default: m.PassHawalaPage })));
const FxProfitPage = lazy(() => import('../fx-reports/fx-profit-page').then((m) => ({ default: m.FxProfitPage })));
const CasesPage = lazy(() => import('../compliance/cases/cases-page').then((m) => ({ default: m.CasesPage })));
const CasePage = lazy(() => import('../compliance/cases/case-page').then((m) => ({ default: m.CasePage })));
const LctrPage = lazy(() => import('../compliance/lctr/lctr-page').then((m) => ({ default: m.LctrPage })));
const PositionsPage = lazy(() => import('../fx-reports/positions-page').then((m) => ({ default: m.PositionsPage })));
const BackupsPage = lazy(() => import('../backups/backups-page').then((m) => ({ default: m.BackupsPage })));
const JournalPage = lazy(() => import('../journal/journal-page').then((m) => ({ default: m.JournalPage })));
const IdExpiryPage = lazy(() => import('../compliance/kyc/id-expiry-page').then((m) => ({ default: m.IdExpiryPage })));
const ScreeningReviewsPage = lazy(() => import('../compliance/screening/screening-reviews-page').then((m) => ({ default: m.ScreeningReviewsPage })));
const ComplianceSettingsPage = lazy(() => import('../compliance/settings/compliance-settings-page').then((m) => ({ default: m.ComplianceSettingsPage })));
const SanctionsListsPage = lazy(() => import('../compliance/screening/sanctions-lists-page').then((m) => ({ default: m.SanctionsListsPage })));
const CashBookPage = lazy(() => import('../books/cash-book-page').then((m) => ({ default: m.CashBookPage })));
const DayClosePage = lazy(() => import('../books/day-close-page').then((m) => ({ default: m.DayClosePage })));
const RolesPage = lazy(() => import('../roles/roles-page').then((m) => ({ default: m.RolesPage })));
const ApprovalsPage = lazy(() => import('../approvals/approvals-page').then((m) => ({ default: m.ApprovalsPage })));
const SettlementPage = lazy(() => import('../settlements/settlement-page').then((m) => ({ default: m.SettlementPage })));
const TrialBalancePage = lazy(() => import('../books/trial-balance-page').then((m) => ({ default: m.TrialBalancePage })));
const PartnersPage = lazy(() => import('../partners/partners-page').then((m) => ({ default: m.PartnersPage })));
const PartnerPage = lazy(() => import('../partners/partner-page').then((m) => ({ default: m.PartnerPage })));
const CommissionPage = lazy(() => import('../commission/commission-page').then((m) => ({ default: m.CommissionPage })));
const TwoFactorPage = lazy(() => import('../two-factor/two-factor-page').then((m) => ({ default: m.TwoFactorPage })));
const MyTillPage = lazy(() => import('../tills/my-till-page').then((m) => ({ default: m.MyTillPage })));
const TillsPage = lazy(() => import('../tills/tills-page').then((m) => ({ default: m.TillsPage })));
const TillVariancesPage = lazy(() => import('../tills/till-variances-page').then((m) => ({ default: m.TillVariancesPage })));
const ReconciliationPage = lazy(() => import('../reconciliation/reconciliation-page').then((m) => ({ default: m.ReconciliationPage })));

interface AppRoute {
  path: string;
  permission: Permission;
  element: ReactNode;
}

/** Every screen, with the permission its route needs. */
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
  { path: '/shop-settings', permission: 'account-settings', element: <ShopSettingsPage /> },
  { path: '/transactions/debit', permission: 'cash-vouchers', element: <VoucherPage key="debit" kind="Debit" /> },
  { path: '/transactions/credit', permission: 'cash-vouchers', element: <VoucherPage key="credit" kind="Credit" /> },
  { path: '/transactions/transfer', permission: 'transfer', element: <TransferPage /> },
  { path: '/transactions/exchange', permission: 'exchange', element: <ExchangePage /> },
  { path: '/transactions/search', permission: 'search', element: <SearchPage /> },
  { path: '/hawala-serial', permission: 'hawala-serial', element: <HawalaSerialPage /> },
  { path: '/transactions/hawala', permission: 'hawala', element: <HawalaFormPage /> },
  { path: '/transactions/import-hawala', permission: 'import-hawala', element: <ImportHawalaPage /> },
  { path: '/transactions/pass-hawala', permission: 'pass-hawala', element: <PassHawalaPage /> },
  { path: '/transactions/settlement', permission: 'partners', element: <SettlementPage /> },
  { path: '/approvals', permission: 'search', element: <ApprovalsPage /> },
  { path: '/roles', permission: 'roles', element: <RolesPage /> },
  { path: '/reports/cash-book', permission: 'cash-book', element: <CashBookPage /> },
  { path: '/reports/day-close', permission: 'cash-book', element: <DayClosePage /> },
  { path: '/my-till', permission: 'my-till', element: <MyTillPage /> },
  { path: '/tills', permission: 'tills', element: <TillsPage /> },
  { path: '/reports/till-variances', permission: 'tills', element: <TillVariancesPage /> },
  { path: '/reports/trial-balance', permission: 'trial-balance', element: <TrialBalancePage /> },
  { path: '/reports/fx-profit', permission: 'fx-reports', element: <FxProfitPage /> },
  { path: '/reports/positions', permission: 'fx-reports', element: <PositionsPage /> },
  { path: '/compliance/lctr', permission: 'compliance', element: <LctrPage /> },
  { path: '/compliance/cases', permission: 'compliance', element: <CasesPage /> },
  { path: '/compliance/cases/:id', permission: 'compliance', element: <CasePage /> },
  { path: '/partners/:id/commission', permission: 'partners', element: <CommissionPage /> },
  { path: '/partners/:id/reconciliation', permission: 'partners', element: <ReconciliationPage /> },
  { path: '/partners', permission: 'partners', element: <PartnersPage /> },
  { path: '/partners/:id', permission: 'partners', element: <PartnerPage /> },
  { path: '/backups', permission: 'backup', element: <BackupsPage /> },
  { path: '/reports/journal', permission: 'journal', element: <JournalPage /> },
  { path: '/compliance/settings', permission: 'compliance', element: <ComplianceSettingsPage /> },
  { path: '/compliance/id-expiry', permission: 'compliance', element: <IdExpiryPage /> },
  { path: '/compliance/reviews', permission: 'compliance', element: <ScreeningReviewsPage /> },
  { path: '/compliance/sanctions-lists', permission: 'compliance', element: <SanctionsListsPage /> },
];

/** The server enforces the same table; the guard only spares the user a screen full of 403s. */
export function AppRoutes({ user }: { user: SignedInUser }) {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route path="/" element={<Navigate to="/dashboard" replace />} />
        {/* Every user's own two-step sign-in: no permission, like their language and calendar. */}
        <Route path="/two-factor" element={<TwoFactorPage />} />
        {appRoutes.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={can(grantsOf(user.permissions), route.permission) ? route.element : <NotAllowedPage role={user.role} />}
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
