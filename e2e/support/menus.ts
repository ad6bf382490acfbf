import type { MenuLink } from './pages/shell';

/**
 * docs/architecture.md, Screens, Sidebar, written out here rather than taken from packages/core's menuFor, so a mistake there shows up.
 * Each section starts open except Reports.
 */
export interface SpecSection {
  name: 'Account Operations' | 'Transactions' | 'Reports' | 'Compliance';
  open: boolean;
  links: MenuLink[];
}

const link = (name: string, href: string): MenuLink => ({ name, href });
export const dashboardLink = link('Dashboard', '/dashboard');

const accountOperations = {
  newAccount: link('New Account', '/accounts/new'),
  oldAccountEdit: link('Old Account Edit', '/accounts/edit'),
  partners: link('Partners', '/partners'),
  currency: link('Currency', '/currencies'),
  conversion: link('Currency Conversion', '/currency-conversion'),
  accountSettings: link('Account Number Settings', '/account-settings'),
  shopSettings: link('Shop settings', '/shop-settings'),
  // docs/decisions.md, Tills and shifts: every till and the safe, the owner's.
  tills: link('Tills', '/tills'),
  users: link('Users', '/users'),
  // docs/decisions.md, Roles the owner shapes: what each role may do, set by the owner.
  roles: link('Roles', '/roles'),
};
const transactions = {
  // docs/decisions.md, Tills and shifts: a clerk opens a shift on a till before taking cash.
  myTill: link('My till', '/my-till'),
  debit: link('Debit', '/transactions/debit'),
  credit: link('Credit', '/transactions/credit'),
  transfer: link('Transfer', '/transactions/transfer'),
  exchange: link('Exchange', '/transactions/exchange'),
  hawala: link('Hawala', '/transactions/hawala'),
  passHawala: link('Pass Hawala', '/transactions/pass-hawala'),
  settlement: link('Settlement', '/transactions/settlement'),
  importHawala: link('Import Hawala', '/transactions/import-hawala'),
  search: link('Search Transactions', '/transactions/search'),
  // docs/decisions.md, Approvals: approvers decide requests there, everyone else sees their own.
  approvals: link('Approvals', '/approvals'),
};
const reports = {
  cashBook: link('Cash Book', '/reports/cash-book'),
  dayClose: link('Day Close', '/reports/day-close'),
  tillVariances: link('Till variances', '/reports/till-variances'),
  trialBalance: link('Trial Balance', '/reports/trial-balance'),
  fxProfit: link('FX Profit', '/reports/fx-profit'),
  positions: link('Currency Positions', '/reports/positions'),
  hawalaSerial: link('Hawala Serial Numbers', '/hawala-serial'),
  backups: link('Backups', '/backups'),
  journal: link('Journal', '/reports/journal'),
};
const compliance = {
  // docs/decisions.md, Compliance: the owner's thresholds and rules.
  complianceSettings: link('Compliance settings', '/compliance/settings'),
  // docs/decisions.md, Compliance: know your customer — IDs expired or expiring within 30 days.
  idExpiry: link('ID expiry', '/compliance/id-expiry'),
  screeningReviews: link('Screening reviews', '/compliance/reviews'),
  sanctionsLists: link('Sanctions lists', '/compliance/sanctions-lists'),
  lctr: link('Large Cash Report', '/compliance/lctr'),
  complianceCases: link('Suspicious-activity cases', '/compliance/cases'),
};

export const specMenus: Record<'admin' | 'operator' | 'user', SpecSection[]> = {
  admin: [
    { name: 'Account Operations', open: true, links: Object.values(accountOperations) },
    { name: 'Transactions', open: true, links: Object.values(transactions) },
    { name: 'Reports', open: false, links: Object.values(reports) },
    { name: 'Compliance', open: false, links: Object.values(compliance) },
  ],
  operator: [{ name: 'Transactions', open: true, links: [transactions.importHawala] }],
  user: [
    {
      name: 'Account Operations',
      open: true,
      // docs/decisions.md, Partners and settlements: every signed-in clerk sees partners' positions and statements and posts settlements.
      links: [accountOperations.newAccount, accountOperations.oldAccountEdit, accountOperations.partners, accountOperations.currency, accountOperations.conversion],
    },
    {
      name: 'Transactions',
      open: true,
      // docs/decisions.md, Clerks serve cash: the counter's cash in and out, up to the clerk limit.
      links: [transactions.myTill, transactions.debit, transactions.credit, transactions.transfer, transactions.exchange, transactions.hawala, transactions.passHawala, transactions.settlement, transactions.search, transactions.approvals],
    },
    // docs/decisions.md, Books and day close: every signed-in clerk reads the cash book and counts the drawer.
    { name: 'Reports', open: false, links: [reports.cashBook, reports.dayClose] },
  ],
};

/** Every screen a menu can lead to. */
export const allMenuPaths = [dashboardLink, ...Object.values(accountOperations), ...Object.values(transactions), ...Object.values(reports), ...Object.values(compliance)].map((l) => l.href);

/**
 * The screens the web app has built so far; the menu leaves out links to the others. Update this list when a
 * screen lands; the 'built screens' test in users-and-menus.e2e.ts fails until it matches the app.
 */
export const builtScreens = new Set([
  '/dashboard',
  '/accounts/new',
  '/accounts/edit',
  '/currencies',
  '/currency-conversion',
  '/account-settings',
  '/shop-settings',
  '/users',
  '/roles',
  '/transactions/debit',
  '/transactions/credit',
  '/transactions/transfer',
  '/transactions/exchange',
  '/transactions/search',
  '/transactions/hawala',
  '/transactions/pass-hawala',
  '/transactions/import-hawala',
  '/hawala-serial',
  '/backups',
  '/reports/cash-book',
  '/reports/day-close',
  '/reports/trial-balance',
  '/reports/fx-profit',
  '/reports/positions',
  '/compliance/lctr',
  '/reports/journal',
  '/compliance/reviews',
  '/compliance/sanctions-lists',
  '/partners',
  '/transactions/settlement',
  '/approvals',
  '/my-till',
  '/tills',
  '/reports/till-variances',
  '/compliance/id-expiry',
  '/compliance/settings',
  '/compliance/cases',
]);

/** A role's menu as the Sidebar screen in docs/architecture.md gives it, filtered to the built screens; sections left empty disappear. */
export function expectedMenu(role: keyof typeof specMenus) {
  const sections = specMenus[role]
    .map((section) => ({ ...section, links: section.links.filter((l) => builtScreens.has(l.href)) }))
    .filter((section) => section.links.length > 0);
  return {
    sections: sections.map((s) => s.name),
    /** Links visible before any section is toggled (Reports starts closed). */
    initiallyVisible: [dashboardLink, ...sections.filter((s) => s.open).flatMap((s) => s.links)],
    /** Links with every section open. */
    all: [dashboardLink, ...sections.flatMap((s) => s.links)],
    sectionLinks: Object.fromEntries(sections.map((s) => [s.name, s.links])) as Record<string, typeof dashboardLink[]>,
  };
}

/** Screen titles SPEC gives (docs/architecture.md, Screens) for the screens a menu leads to. */
export const screenTitles: Record<string, string> = {
  '/accounts/new': 'Accounts',
  '/accounts/edit': 'Edit Account',
  '/currencies': 'Currency Management',
  '/currency-conversion': 'Currency Conversion',
  '/account-settings': 'Account Number Settings',
  '/shop-settings': 'Shop settings',
  '/users': 'User Management',
  '/roles': 'Roles',
  '/hawala-serial': 'Hawala Serial Number Management',
  '/backups': 'Backups',
  '/reports/cash-book': 'Cash Book',
  '/reports/day-close': 'Day Close',
  '/reports/trial-balance': 'Trial Balance',
  '/reports/fx-profit': 'FX Profit',
  '/reports/positions': 'Currency Positions',
  '/compliance/lctr': 'Large Cash Transaction Report',
  '/reports/journal': 'Journal',
  '/compliance/reviews': 'Screening reviews',
  '/compliance/sanctions-lists': 'Sanctions lists',
  '/partners': 'Partners',
  '/transactions/settlement': 'Settlement',
  '/transactions/debit': 'Debit',
  '/transactions/credit': 'Credit',
  '/transactions/transfer': 'Transfer',
  '/transactions/exchange': 'Exchange',
  '/transactions/search': 'Search Transactions',
  '/transactions/hawala': 'Hawala Transaction',
  '/transactions/import-hawala': 'Import Hawala',
  '/transactions/pass-hawala': 'Pass Hawala',
  '/approvals': 'Approvals',
  '/my-till': 'My till',
  '/tills': 'Tills',
  '/reports/till-variances': 'Till variances',
  '/compliance/id-expiry': 'ID expiry',
  '/compliance/settings': 'Compliance settings',
  '/compliance/cases': 'Suspicious-activity cases',
};
