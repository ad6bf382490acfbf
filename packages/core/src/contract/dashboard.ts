import { z } from 'zod';
import { backupHealth } from './backups';
import { isoDateParam, timestamp } from './common';

/**
 * The dashboard (docs/architecture.md, Screens, Dashboard): statistics computed by the server in SQL over `hawala_details`, so the browser never
 * downloads every hawala to count them (docs/architecture.md, Where we differ from the original product). Dates are inclusive and compare with `transactionDate`
 * (YYYY-MM-DD); a missing bound is open.
 */
export const dashboardRangeQuery = z.object({ fromDate: isoDateParam('from'), toDate: isoDateParam('to') });
export type DashboardRangeQuery = z.infer<typeof dashboardRangeQuery>;

/** The summary cards, in screen order; 'today' is the admin-only Today's Activity card. */
export const dashboardCardKeys = ['total', 'pending', 'passed', 'cancelled', 'today'] as const;
export type DashboardCardKey = (typeof dashboardCardKeys)[number];

/** Σ rAmount (the amount in the hawala's own currency) of one currency; a missing amount counts as 0. */
export const hawalaCurrencyTotal = z.object({ currency: z.string(), count: z.number(), total: z.string() });
export type HawalaCurrencyTotal = z.infer<typeof hawalaCurrencyTotal>;

/** One card: how many hawalas, Σ of their pound amounts, and per-currency totals ordered by currency code. */
export const hawalaStatGroup = z.object({ count: z.number(), pounds: z.string(), byCurrency: z.array(hawalaCurrencyTotal) });
export type HawalaStatGroup = z.infer<typeof hawalaStatGroup>;

/**
 * GET /api/dashboard/hawala-summary?fromDate&toDate. 'total' is every status; 'pending', 'passed' and 'cancelled'
 * are the hawalas with exactly that status; 'today' is the hawalas dated `today` (the server's date), whatever the
 * range. `generatedAt` is when the figures were read.
 */
/** Hawalas we sent in one currency (the send currency): how many, Σ amount sent and Σ commission taken. */
export const outgoingHawalaTotal = z.object({ currency: z.string(), count: z.number(), amount: z.string(), commission: z.string() });
export type OutgoingHawalaTotal = z.infer<typeof outgoingHawalaTotal>;
export const outgoingHawalaGroup = z.object({ count: z.number(), byCurrency: z.array(outgoingHawalaTotal) });
export type OutgoingHawalaGroup = z.infer<typeof outgoingHawalaGroup>;

export const hawalaSummarySchema = z.object({
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  today: z.string(),
  generatedAt: timestamp,
  cards: z.object({
    total: hawalaStatGroup,
    pending: hawalaStatGroup,
    passed: hawalaStatGroup,
    cancelled: hawalaStatGroup,
    today: hawalaStatGroup,
  }),
  /**
   * Our extension (docs/decisions.md, Hawalas we send): the hawalas we sent, by the day they were created (the range and 'today' as above):
   * every status, each of sent / paid / cancelled, and today's. `cards` stays the imported (incoming) hawalas.
   */
  outgoing: z.object({
    total: outgoingHawalaGroup,
    sent: outgoingHawalaGroup,
    paid: outgoingHawalaGroup,
    cancelled: outgoingHawalaGroup,
    today: outgoingHawalaGroup,
  }),
});
export type HawalaSummary = z.infer<typeof hawalaSummarySchema>;

/** Which hawala statuses each card lists (the modal passes these to GET /api/hawala-details as `status`). */
export const dashboardCardStatuses = {
  total: null,
  pending: 'Pending',
  passed: 'Passed',
  cancelled: 'Cancelled',
  today: null,
} as const satisfies Record<DashboardCardKey, string | null>;

/**
 * The card modals list hawalas through GET /api/hawala-details (fromDate, toDate, status, q, limit, cursor); with
 * `withTotal=true` it also answers how many match in this header, for 'Showing N of M transactions'.
 */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** GET /api/dashboard/hawala-daily?fromDate&toDate: one row per day × currency × status with any hawala. */
export const hawalaDailyRow = z.object({ date: z.string(), currency: z.string(), status: z.string(), count: z.number(), total: z.string() });
export type HawalaDailyRow = z.infer<typeof hawalaDailyRow>;
/** Without a range the chart shows the last 30 days up to today; the answer says which range it used. */
export const hawalaDailySchema = z.object({ fromDate: z.string(), toDate: z.string(), rows: z.array(hawalaDailyRow) });
export type HawalaDaily = z.infer<typeof hawalaDailySchema>;
/** Longest range the chart draws, so a careless range cannot ask for decades of bars. */
export const hawalaDailyMaxDays = 366;

/**
 * GET /api/hawala-total-usd?fromDate&toDate (admin only; docs/architecture.md, HTTP API, 'object with totalUsd'). Σ intoUSD of the
 * designated partner's hawalas (sender code, default 2001) that are not Cancelled, dated within the period: the
 * range asked for, else this shop month up to today (docs/decisions.md, Dashboard), never before a cutoff a shop set.
 * The extra fields name the rule and the period so the card can say what it sums.
 */
export const hawalaTotalUsdSchema = z.object({
  totalUsd: z.string(),
  count: z.number(),
  senderCode: z.string(),
  /** The first and last day summed (fromDate null: no lower bound). */
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  /** The designated partner's account name; null while no account has its code. */
  partnerName: z.string().nullable(),
});
export type HawalaTotalUsd = z.infer<typeof hawalaTotalUsdSchema>;

/**
 * GET /api/dashboard/settings (every signed-in user): what the dashboard needs to call the designated partner's
 * balance endpoint (`/api/{balanceName}-balance`) and to caption the Total Hawala USD card ('Sent through {partnerName}'; SPEC's 'By {partnerName} London' repeated the city when the partner is named 'London Partner').
 */
export const dashboardSettingsSchema = z.object({
  balanceName: z.string(),
  partnerAccountCode: z.string(),
  /** The designated partner's account name; null while no account has its code (a fresh install). */
  partnerName: z.string().nullable(),
  senderCode: z.string(),
  /** A start day the shop set for the Total Hawala USD card; null when it sums the period shown. */
  usdCutoffDate: z.string().nullable(),
  today: z.string(),
});
export type DashboardSettings = z.infer<typeof dashboardSettingsSchema>;

/** GET /api/dashboard/system-health (admin only): live figures for the System Health Monitor. */
export const systemHealthSchema = z.object({
  database: z.object({ connected: z.boolean(), kind: z.enum(['embedded', 'postgres']), latencyMs: z.number() }),
  backup: backupHealth.nullable(),
  activeAccounts: z.number(),
  totalAccounts: z.number(),
  currencies: z.number(),
  generatedAt: timestamp,
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;

/** The dashboard's Balances card (docs/architecture.md, Screens, Dashboard; States and transitions; Validation). */
export const dashboardAccountCodes = { storageKey: 'dashboard-account-codes', defaults: ['2001'], max: 4 } as const;
export const dashboardMessages = {
  emptyCode: 'Please enter an account code',
  duplicateCode: 'Account code already added',
  tooManyCodes: 'Maximum 4 accounts allowed',
  lastCode: 'At least one account must remain',
  added: (code: string) => `Account ${code} added successfully`,
  removed: (code: string) => `Account ${code} removed`,
  backupTitle: 'Database Backup',
  backupDone: 'Backup downloaded successfully',
  backupFailedTitle: 'Database Backup Failed',
  backupFailed: 'Unable to create backup. Please try again.',
} as const;

/** The server's refusals of a dashboard request (the hawala chart's date range); codes `dashboard.{key}`. */
export const dashboardErrorMessages = {
  fromDateInvalid: 'From date is not a valid date',
  toDateInvalid: 'To date is not a valid date',
  rangeReversed: 'From date must be on or before To date',
  rangeTooLong: (days: number) => `The chart shows at most ${days} days; choose a shorter date range`,
} as const;
