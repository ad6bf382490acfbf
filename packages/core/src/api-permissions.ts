import type { Permission } from './permissions';

/**
 * 'public': no session needed; 'signed-in': any active user; 'signing-in': a session or a pending sign-in (a right
 * password waiting for its code or enrolment, docs/decisions.md, Security, Two-step sign-in); otherwise the permission
 * (docs/architecture.md, Roles and permissions).
 */
export type RouteAccess = Permission | 'public' | 'signed-in' | 'signing-in';

/**
 * Every HTTP route the server registers, keyed 'METHOD /path' as Fastify names it. The server refuses to
 * start with a route missing here, and the route×role test walks this table against the registered routes.
 */
export const apiRouteAccess = {
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/me': 'signed-in',
  /** Language and calendar (docs/decisions.md, Web and i18n): every user sets their own. */
  'PUT /api/auth/me/preferences': 'signed-in',
  /**
   * Two-step sign-in (docs/decisions.md, Security, Two-step sign-in). The code step has no session yet, only the pending
   * sign-in; enrolment and its confirmation take a session, or the pending sign-in of an admin required to enrol.
   */
  'POST /api/auth/2fa/verify': 'signing-in',
  'POST /api/auth/2fa/enrol': 'signing-in',
  'POST /api/auth/2fa/confirm': 'signing-in',
  'GET /api/auth/2fa': 'signed-in',
  'GET /api/settings/two-factor': 'users',
  'PUT /api/settings/two-factor': 'users',
  'GET /api/health': 'public',

  'GET /api/users': 'users',
  'POST /api/users': 'users',
  'PATCH /api/users/:id': 'users',
  'PATCH /api/users/:id/status': 'users',
  'DELETE /api/users/:id': 'users',
  'DELETE /api/users/:id/2fa': 'users',

  'GET /api/currencies': 'currencies',
  'POST /api/currencies': 'currency-changes',
  'PUT /api/currencies/:id': 'currency-changes',
  'DELETE /api/currencies/:id': 'currency-changes',
  /** Board buy and sell rates (docs/decisions.md, Exchange desk): read by every clerk's Exchange form, set by admins, every change kept. */
  'GET /api/currencies/:id/rates': 'currencies',
  'PUT /api/currencies/:id/rates': 'currency-changes',
  'GET /api/currencies/:id/rate-history': 'currencies',
  /** The base currency and the rates board switch: read by every form that values a deal, set by admins. */
  'GET /api/settings/exchange-desk': 'signed-in',
  'PUT /api/settings/exchange-desk': 'account-settings',
  /** The shop's TV board: the board rates and nothing else, answered only while an admin has it turned on. */
  'GET /api/board': 'public',
  /** A receipt's check (docs/decisions.md, Receipts, A receipt a customer can check): anyone holding the slip, 30 a minute per address. */
  'GET /api/check/:token': 'public',

  'GET /api/accounts': 'accounts',
  'GET /api/accounts/export': 'accounts',
  'GET /api/accounts/:id': 'accounts',
  'POST /api/accounts': 'accounts',
  'PATCH /api/accounts/:id': 'accounts',
  'GET /api/accounts/:id/picture': 'accounts',
  'GET /api/accounts/:id/signature': 'accounts',
  'GET /api/accounts/:id/statement': 'accounts',
  'GET /api/accounts/:id/statement/export': 'accounts',
  /** An account's ID document images follow the account's permissions (docs/decisions.md, Compliance: know your customer). */
  'GET /api/accounts/:id/id-images': 'accounts',
  'POST /api/accounts/:id/id-images': 'accounts',
  'GET /api/accounts/:id/id-images/:imageId': 'accounts',
  'DELETE /api/accounts/:id/id-images/:imageId': 'accounts',

  'GET /api/account-number-settings': 'account-settings',
  'POST /api/account-number-settings': 'account-settings',
  'PUT /api/account-number-settings/:id': 'account-settings',
  /** The largest amount one posting may carry, per currency (docs/decisions.md, Money and amounts): an admin's setting. */
  /** Read by the admin's limits screen and by the cash voucher form, which shows the clerk limit of its currency. */
  'GET /api/posting-limits': 'cash-vouchers',
  'PUT /api/posting-limits': 'account-settings',
  'GET /api/roles': 'roles',
  'PUT /api/roles': 'roles',
  'GET /api/roles/changes': 'roles',
  /** The shop's letterhead (docs/decisions.md, Receipts): printed by everyone, set by admins on the settings screen. */
  'GET /api/settings/letterhead': 'signed-in',
  'PUT /api/settings/letterhead': 'account-settings',

  /** Debit and Credit are further limited to admins by transType inside the route. */
  'POST /api/transactions': 'transfer',
  /** A partner's settlement (docs/decisions.md, Partners and settlements): every clerk posts them; edited, deleted and recovered as any transaction. */
  'POST /api/settlements': 'partners',
  /** Any transaction's receipt, first print or reprint: whoever may find the transaction in Search may print it. */
  'GET /api/transactions/:id/receipt': 'search',
  /** Search, edit, delete, recover and history (docs/architecture.md, Screens, Search Transactions); Debit/Credit ones are admin-only by their stored type. */
  'GET /api/transactions': 'search',
  'GET /api/transactions/export': 'search',
  'PUT /api/transactions/:id': 'search',
  'DELETE /api/transactions/:id': 'search',
  'GET /api/transactions/:id/history': 'search',
  'GET /api/deleted-transactions': 'search',
  'GET /api/deleted-transactions/export': 'search',
  'POST /api/deleted-transactions/:id/recover': 'search',

  /**
   * Approvals (docs/decisions.md, Approvals): every user lists and reads requests (a maker only their own, checked in
   * the use case) and withdraws their own; deciding and the sidebar's count are the approvers'.
   */
  'GET /api/approvals': 'signed-in',
  'GET /api/approvals/count': 'approve',
  'GET /api/approvals/:id': 'signed-in',
  'POST /api/approvals/:id/approve': 'approve',
  'POST /api/approvals/:id/reject': 'approve',
  'POST /api/approvals/:id/withdraw': 'signed-in',
  /** When a change to a posted document needs approval, and how long a request waits: the owner's settings. */
  'GET /api/settings/approvals': 'signed-in',
  'PUT /api/settings/approvals': 'account-settings',

  'POST /api/account-balances': 'dashboard',
  'GET /api/accounts/11/balances': 'dashboard',
  'GET /api/cash-shop-balance': 'dashboard',
  /** The designated partner's balances; the name is a setting (default 'partner'). */
  'GET /api/:name-balance': 'dashboard',

  /** The serial is read by everyone who creates hawalas; only admins change it (permission hawala-serial, docs/architecture.md, Roles and permissions). */
  'GET /api/hawala-settings': 'hawala',
  'PUT /api/hawala-settings': 'hawala-serial',
  'POST /api/hawala-settings/reset': 'hawala-serial',
  'POST /api/hawala': 'hawala',
  'GET /api/hawala': 'hawala',
  /** Hawalas we send (docs/decisions.md, Hawalas we send): whoever sends hawalas reads their slips, marks them paid or cancels. */
  'GET /api/hawala/:id': 'hawala',
  'POST /api/hawala/:id/paid': 'hawala',
  'POST /api/hawala/:id/cancel': 'hawala',
  /** Read by the dashboard, the serial screen and the pass screen (all signed-in users). */
  'GET /api/hawala/recent': 'dashboard',
  'GET /api/hawala-details': 'dashboard',
  'GET /api/transactions/passed-hawala': 'dashboard',
  'POST /api/hawala/pass/:id': 'pass-hawala',
  'PUT /api/hawala/pending/:id': 'pass-hawala',
  'PUT /api/hawala/cancel/:id': 'pass-hawala',
  /** Import Hawala (docs/architecture.md, Screens, Import Hawala): operators and admins. */
  'POST /api/hawala/preview': 'import-hawala',
  'POST /api/hawala/import': 'import-hawala',
  'POST /api/hawala/skipped-rows': 'import-hawala',
  'GET /api/hawala/template': 'import-hawala',

  /** A plain-SQL dump of the whole database (docs/decisions.md, Dashboard): admins only. */
  'GET /api/database/backup': 'backup',
  /** Stored, verified backups (docs/decisions.md, Reliability, the Backups screen): admins only. */
  'GET /api/backups': 'backup',
  'POST /api/backups': 'backup',
  'POST /api/backups/:name/verify': 'backup',
  'GET /api/backups/:name': 'backup',
  /** Recomputes the journal's chain and compares it with the ledger (docs/decisions.md, Journal): admins only. */
  'GET /api/journal/verify': 'journal',
  /** The dashboard's figures (docs/architecture.md, Screens, Dashboard); the admin-only cards' data is admin-only on the server too (docs/architecture.md, Roles and permissions). */
  'GET /api/dashboard/hawala-summary': 'dashboard',
  'GET /api/dashboard/hawala-daily': 'dashboard',
  'GET /api/dashboard/settings': 'dashboard',
  'GET /api/hawala-total-usd': 'dashboard-admin',
  'GET /api/dashboard/system-health': 'dashboard-admin',

  /** The books (docs/decisions.md, Books and day close): every clerk reads the cash book and counts the drawer; admins approve and reopen. */
  'GET /api/reports/cash-book': 'cash-book',
  'GET /api/reports/cash-book/export': 'cash-book',
  'GET /api/reports/trial-balance': 'trial-balance',
  'GET /api/reports/trial-balance/export': 'trial-balance',
  'GET /api/day-closes': 'cash-book',
  'GET /api/day-closes/:date': 'cash-book',
  'GET /api/day-closes/:date/export': 'cash-book',
  'GET /api/day-closes/:date/count-sheet': 'cash-book',
  /** Every screen that posts or changes a posting disables what a closed day would refuse. */
  'GET /api/books/closed-through': 'signed-in',
  'POST /api/day-closes': 'cash-book',
  'POST /api/day-closes/:date/approve': 'day-close-admin',
  'POST /api/day-closes/:date/reopen': 'day-close-admin',
  'GET /api/day-close-settings': 'cash-book',
  'PUT /api/day-close-settings': 'day-close-admin',
  /**
   * Tills and shifts (docs/decisions.md, Tills and shifts): a clerk works their own till under `my-till` (the use case
   * refuses another clerk's with 403); the owner's management, approvals and reports need `tills`.
   */
  'GET /api/tills': 'my-till',
  'POST /api/tills': 'tills',
  'POST /api/tills/:id/shifts': 'my-till',
  'GET /api/shifts/current': 'my-till',
  'GET /api/tills/handover-recipients': 'my-till',
  'GET /api/shifts/:id': 'my-till',
  'POST /api/shifts/:id/drops': 'my-till',
  'POST /api/shifts/:id/top-ups': 'tills',
  'POST /api/shifts/:id/moves/:moveId/confirm': 'my-till',
  'POST /api/shifts/:id/handover': 'my-till',
  'POST /api/shifts/:id/handover/accept': 'my-till',
  'POST /api/shifts/:id/close': 'my-till',
  'POST /api/shifts/:id/approve': 'tills',
  'GET /api/reports/till-variances': 'tills',
  'GET /api/clerk-shortages': 'tills',
  'POST /api/clerk-shortages/:userId/write-off': 'tills',
  /** Read by every form that posts cash (whether a shift is required), set by the owner. */
  'GET /api/settings/tills': 'signed-in',
  'PUT /api/settings/tills': 'tills',
  /** Every recorded change of a control's setting, newest first. */
  'GET /api/settings/changes': 'setting-changes',
  'GET /api/compliance/settings': 'compliance',
  'PUT /api/compliance/settings': 'compliance',
  'GET /api/compliance/id-expiry': 'compliance',
  'GET /api/compliance/sanctions-lists': 'compliance',
  'POST /api/compliance/sanctions-lists': 'compliance',
  'GET /api/compliance/reviews': 'compliance',
  'POST /api/compliance/reviews/:id/release': 'compliance',
  'POST /api/compliance/reviews/:id/block': 'compliance',
  'GET /api/compliance/flags': 'compliance',
  'GET /api/compliance/lctr': 'compliance',
  'POST /api/compliance/lctr/filings': 'compliance',
  'GET /api/compliance/lctr/reminder': 'compliance',
  'GET /api/compliance/cases': 'compliance',
  'POST /api/compliance/cases': 'compliance',
  'GET /api/compliance/cases/:id': 'compliance',
  'POST /api/compliance/cases/:id/notes': 'compliance',
  'POST /api/compliance/cases/:id/attachments': 'compliance',
  'GET /api/compliance/cases/:id/attachments/:attachmentId': 'compliance',
  'POST /api/compliance/cases/:id/file': 'compliance',
  'POST /api/compliance/cases/:id/close': 'compliance',
  'GET /api/compliance/cases/:id/str.xlsx': 'compliance',
  /** The exchange desk's reports (docs/decisions.md, Exchange desk). */
  'GET /api/reports/fx-profit': 'fx-reports',
  'GET /api/reports/fx-profit/export': 'fx-reports',
  'GET /api/reports/positions': 'fx-reports',
  'GET /api/reports/positions/export': 'fx-reports',

  /** Reconciliation of a partner's own sheet (docs/decisions.md, Reconciliation): every clerk who works with partners. */
  'POST /api/partners/:id/reconciliations/columns': 'partners',
  'POST /api/partners/:id/reconciliations': 'partners',
  'GET /api/partners/:id/reconciliations': 'partners',
  'GET /api/reconciliations/:id': 'partners',
  'GET /api/reconciliations/:id/export': 'partners',
  /** Commission (docs/decisions.md, Partners and settlements): every clerk reads a partner's rates, previews and runs; only admins set rates, post and reverse. */
  'GET /api/partners/:id/commission-rates': 'partners',
  'PUT /api/partners/:id/commission-rates': 'partners-admin',
  'POST /api/partners/:id/commission-runs/preview': 'partners',
  'GET /api/partners/:id/commission-runs': 'partners',
  'POST /api/partners/:id/commission-runs': 'partners-admin',
  'POST /api/commission-runs/:id/reverse': 'partners-admin',

  /** Partners (docs/decisions.md, Partners and settlements): positions and statements for every clerk; credit limits are the owner's to set. */
  'GET /api/partners': 'partners',
  'GET /api/partners/:id/statement': 'partners',
  'GET /api/partners/:id/credit-limits': 'partners',
  'PUT /api/partners/:id/credit-limits': 'partners-admin',

  'GET /api/docs': 'public',
  /** The OpenAPI document and its browser's files. */
  'GET /api/docs/*': 'public',
} as const satisfies Record<string, RouteAccess>;

export type ApiRoute = keyof typeof apiRouteAccess;

const table: Record<string, RouteAccess> = apiRouteAccess;
const prefixes = Object.keys(table)
  .filter((key) => key.endsWith('/*'))
  .map((key) => ({ key, prefix: key.slice(0, -1) }));

/** Exact 'METHOD /path' first; a key ending in '/*' covers everything below its path. */
export function routeAccess(method: string, url: string): RouteAccess | undefined {
  const key = `${method.toUpperCase()} ${url}`;
  return table[key] ?? table[prefixes.find((p) => key.startsWith(p.prefix))?.key ?? ''];
}
