import { can, normaliseRole, type Grants, type Permission } from './permissions';

/** Sidebar layout (docs/architecture.md, Screens, Sidebar). Items carry the permission their route needs; labels are i18n keys. */
export interface MenuItem {
  key: string;
  path: string;
  permission: Permission;
}
export interface MenuSection {
  key: 'accountOperations' | 'transactions' | 'reports' | 'compliance';
  defaultOpen: boolean;
  items: MenuItem[];
}

export const dashboardItem: MenuItem = { key: 'dashboard', path: '/dashboard', permission: 'dashboard' };

export const menuSections: MenuSection[] = [
  {
    key: 'accountOperations',
    defaultOpen: true,
    items: [
      { key: 'newAccount', path: '/accounts/new', permission: 'accounts' },
      { key: 'oldAccountEdit', path: '/accounts/edit', permission: 'accounts' },
      { key: 'partners', path: '/partners', permission: 'partners' },
      { key: 'currency', path: '/currencies', permission: 'currencies' },
      { key: 'currencyConversion', path: '/currency-conversion', permission: 'currency-conversion' },
      { key: 'accountNumberSettings', path: '/account-settings', permission: 'account-settings' },
      { key: 'shopSettings', path: '/shop-settings', permission: 'account-settings' },
      /** Every till and the safe, shifts to approve, shortages to write off (docs/decisions.md, Tills and shifts). */
      { key: 'tills', path: '/tills', permission: 'tills' },
      { key: 'users', path: '/users', permission: 'users' },
      { key: 'roles', path: '/roles', permission: 'roles' },
    ],
  },
  {
    key: 'transactions',
    defaultOpen: true,
    items: [
      /** First: a clerk opens a shift before taking cash (docs/decisions.md, Tills and shifts). */
      { key: 'myTill', path: '/my-till', permission: 'my-till' },
      { key: 'debit', path: '/transactions/debit', permission: 'cash-vouchers' },
      { key: 'credit', path: '/transactions/credit', permission: 'cash-vouchers' },
      { key: 'transfer', path: '/transactions/transfer', permission: 'transfer' },
      { key: 'exchange', path: '/transactions/exchange', permission: 'exchange' },
      { key: 'hawala', path: '/transactions/hawala', permission: 'hawala' },
      { key: 'passHawala', path: '/transactions/pass-hawala', permission: 'pass-hawala' },
      { key: 'settlement', path: '/transactions/settlement', permission: 'partners' },
      { key: 'importHawala', path: '/transactions/import-hawala', permission: 'import-hawala' },
      { key: 'search', path: '/transactions/search', permission: 'search' },
      /** Approvers decide requests here; everyone else sees and withdraws their own (docs/decisions.md, Approvals). */
      { key: 'approvals', path: '/approvals', permission: 'search' },
    ],
  },
  {
    key: 'reports',
    defaultOpen: false,
    items: [
      { key: 'cashBook', path: '/reports/cash-book', permission: 'cash-book' },
      { key: 'dayClose', path: '/reports/day-close', permission: 'cash-book' },
      { key: 'tillVariances', path: '/reports/till-variances', permission: 'tills' },
      { key: 'trialBalance', path: '/reports/trial-balance', permission: 'trial-balance' },
      { key: 'fxProfit', path: '/reports/fx-profit', permission: 'fx-reports' },
      { key: 'fxPositions', path: '/reports/positions', permission: 'fx-reports' },
      { key: 'hawalaSerial', path: '/hawala-serial', permission: 'hawala-serial' },
      { key: 'backups', path: '/backups', permission: 'backup' },
      { key: 'journal', path: '/reports/journal', permission: 'journal' },
    ],
  },
  {
    /** The compliance officer's lists, reports and reviews (docs/decisions.md, Compliance). */
    key: 'compliance',
    defaultOpen: false,
    items: [
      /** The thresholds and rules the checks below use (docs/decisions.md, Compliance). */
      { key: 'complianceSettings', path: '/compliance/settings', permission: 'compliance' },
      { key: 'idExpiry', path: '/compliance/id-expiry', permission: 'compliance' },
      /** Sanctions screening (docs/decisions.md, Compliance: sanctions screening): the hits to review, and the lists. */
      { key: 'screeningReviews', path: '/compliance/reviews', permission: 'compliance' },
      { key: 'sanctionsLists', path: '/compliance/sanctions-lists', permission: 'compliance' },
      /** The monthly large cash transaction report and its filing (docs/decisions.md, Compliance: the monthly report). */
      { key: 'lctr', path: '/compliance/lctr', permission: 'compliance' },
      /** Suspicious-activity cases and their STR drafts (docs/decisions.md, Compliance: suspicious-activity cases). */
      { key: 'complianceCases', path: '/compliance/cases', permission: 'compliance' },
    ],
  },
];

/**
 * The menu a role sees. An operator's menu is only Dashboard and Import Hawala (docs/architecture.md, Screens, Sidebar), although the
 * operator may still open the other all-user screens by address (docs/architecture.md, Screens, Application shell).
 * `grants` are the role's as the owner set them (the shipped ones by default). `available` drops links whose screens are not built yet, so the menu never leads to a missing page.
 */
export function menuFor(role: string, grants: Grants | string = role, available: (path: string) => boolean = () => true): MenuSection[] {
  const r = normaliseRole(role);
  const visible = (item: MenuItem) =>
    available(item.path) && can(grants, item.permission) && (r !== 'operator' || item.permission === 'import-hawala');
  return menuSections
    .map((section) => ({ ...section, items: section.items.filter(visible) }))
    .filter((section) => section.items.length > 0);
}
