import { z } from 'zod';
import { Money } from '../money/decimal';
import { isoDateParam, positiveDecimal, rateTooLargeAt, rateTooLargeMessage } from './common';

/** The exchange desk (docs/decisions.md, Exchange desk): board rates, positions at average cost, realised profit per deal. */
export const fxMessages = {
  buyRateRequired: 'Buy rate is required',
  buyRateInvalid: 'Buy rate must be a number greater than 0 with at most 8 decimals',
  sellRateRequired: 'Sell rate is required',
  sellRateInvalid: 'Sell rate must be a number greater than 0 with at most 8 decimals',
  buyAboveSell: 'The buy rate must not be above the sell rate',
  baseRatesFixed: (code: string) => `${code} is the base currency: its rates are always 1`,
  baseLocked: 'The base currency cannot change once exchange deals are recorded',
  baseInactive: 'The base currency must be an active currency',
  boardOff: 'The rates board is turned off',
  rangeTooLong: (days: number) => `A report covers at most ${days} days`,
  fromAfterTo: 'From date must not be after To date',
  datesRequired: 'Please choose a from and a to date',
} as const;

/** Board rates are quoted as base currency per one unit of the currency (USD 70.50 / 71.00 against AFN). */
const boardRate = (required: string, invalid: string) =>
  positiveDecimal({ required, invalid, tooLarge: rateTooLargeMessage }, 8, rateTooLargeAt);

/** `PUT /api/currencies/{id}/rates` (admins). */
export const updateRatesBody = z
  .object({
    buyRate: boardRate(fxMessages.buyRateRequired, fxMessages.buyRateInvalid),
    sellRate: boardRate(fxMessages.sellRateRequired, fxMessages.sellRateInvalid),
  })
  .superRefine((body, ctx) => {
    if (new Money(body.buyRate).gt(body.sellRate)) ctx.addIssue({ code: 'custom', message: fxMessages.buyAboveSell, path: ['buyRate'] });
  });
export type UpdateRatesBody = z.input<typeof updateRatesBody>;

/** `GET /api/currencies/{id}/rates`: the currency's board prices against the shop's base currency. */
export const currencyRatesSchema = z.object({
  currencyId: z.number(),
  currencyCode: z.string(),
  baseCurrencyCode: z.string(),
  isBase: z.boolean(),
  buyRate: z.string(),
  sellRate: z.string(),
  /** (buy + sell) / 2: what a cross deal is valued at, and the positions report's market rate. */
  midRate: z.string(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type CurrencyRates = z.infer<typeof currencyRatesSchema>;

/** `GET /api/currencies/{id}/rate-history`: newest first; `buyRate`/`sellRate` are null on an older table-rate change. */
export const rateHistoryEntry = z.object({
  id: z.number(),
  buyRate: z.string().nullable(),
  sellRate: z.string().nullable(),
  /** The table rate in docs/architecture.md, Wire fields (units per 1 USD) at the time of a table-rate change, else null. */
  exchangeRate: z.string().nullable(),
  changedAt: z.string(),
  changedBy: z.string().nullable(),
});
export const rateHistoryResponse = z.object({ currencyId: z.number(), currencyCode: z.string(), entries: z.array(rateHistoryEntry) });
export type RateHistoryEntry = z.infer<typeof rateHistoryEntry>;
export type RateHistoryResponse = z.infer<typeof rateHistoryResponse>;

/** `GET/PUT /api/settings/exchange-desk`: the base (reporting) currency and the public rates board switch. */
export const exchangeDeskSettings = z.object({
  baseCurrencyId: z.number(),
  baseCurrencyCode: z.string(),
  boardEnabled: z.boolean(),
  /** False once a deal is recorded: profits are kept in the base currency, so it cannot change under them. */
  baseChangeable: z.boolean(),
});
export type ExchangeDeskSettings = z.infer<typeof exchangeDeskSettings>;
export const updateExchangeDeskBody = z.object({
  baseCurrencyId: z.coerce.number().int().positive().max(2_147_483_647),
  boardEnabled: z.boolean(),
});
export type UpdateExchangeDeskBody = z.input<typeof updateExchangeDeskBody>;

/** Reports cover at most a year and a day (a Solar Hijri leap year). */
export const fxReportMaxDays = 366;
const dayMs = 86_400_000;

/** `GET /api/reports/fx-profit?from=&to=` (admins). */
export const fxProfitQuery = z
  .object({ from: isoDateParam('from'), to: isoDateParam('to') })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) ctx.addIssue({ code: 'custom', message: fxMessages.datesRequired, path: ['from'] });
    else if (q.from > q.to) ctx.addIssue({ code: 'custom', message: fxMessages.fromAfterTo, path: ['from'] });
    else if ((Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / dayMs >= fxReportMaxDays) {
      ctx.addIssue({ code: 'custom', message: fxMessages.rangeTooLong(fxReportMaxDays), path: ['to'] });
    }
  })
  .transform((q) => ({ from: q.from!, to: q.to! }));
export type FxProfitQuery = z.infer<typeof fxProfitQuery>;

export const fxProfitCurrency = z.object({
  currencyId: z.number(),
  currencyCode: z.string(),
  /** Deals with a leg in this currency. */
  deals: z.number(),
  boughtQuantity: z.string(),
  boughtBase: z.string(),
  /** Base per unit, 8 places; null when nothing was bought. */
  averageBuyRate: z.string().nullable(),
  soldQuantity: z.string(),
  soldBase: z.string(),
  averageSellRate: z.string().nullable(),
  realisedProfit: z.string(),
});
export type FxProfitCurrency = z.infer<typeof fxProfitCurrency>;

export const fxProfitDay = z.object({ date: z.string(), deals: z.number(), realisedProfit: z.string() });
export type FxProfitDay = z.infer<typeof fxProfitDay>;

export const fxProfitResponse = z.object({
  from: z.string(),
  to: z.string(),
  baseCurrencyCode: z.string(),
  deals: z.number(),
  realisedProfit: z.string(),
  currencies: z.array(fxProfitCurrency),
  /** Only the days with deals, oldest first; months are grouped from them in the reader's calendar (fxProfitMonths). */
  days: z.array(fxProfitDay),
});
export type FxProfitResponse = z.infer<typeof fxProfitResponse>;

/** `GET /api/reports/positions` (admins): what the shop holds now, at average cost and at the board. */
export const fxPosition = z.object({
  currencyId: z.number(),
  currencyCode: z.string(),
  /** Signed: negative is a short position. Equal to the FX position account's balance. */
  quantity: z.string(),
  /** Base per unit, 8 places. */
  averageCost: z.string(),
  /** The position's cost in base (negative for a short: what it was sold for). */
  basis: z.string(),
  buyRate: z.string(),
  sellRate: z.string(),
  midRate: z.string(),
  /** quantity × mid rate, in base. */
  marketValue: z.string(),
  /** marketValue − basis. */
  unrealisedProfit: z.string(),
});
export type FxPositionRow = z.infer<typeof fxPosition>;
export const positionsResponse = z.object({
  baseCurrencyCode: z.string(),
  asOf: z.string(),
  positions: z.array(fxPosition),
  totalBasis: z.string(),
  totalMarketValue: z.string(),
  totalUnrealisedProfit: z.string(),
});
export type PositionsResponse = z.infer<typeof positionsResponse>;

/** `GET /api/board` (public while the board is on): the board prices and the shop's name, nothing else. */
export const boardResponse = z.object({
  /** The letterhead's name, so the shop's screen carries it; empty before an admin has set one. */
  shopName: z.string(),
  baseCurrencyCode: z.string(),
  baseCurrencySymbol: z.string(),
  updatedAt: z.string().nullable(),
  rates: z.array(z.object({ code: z.string(), symbol: z.string(), buyRate: z.string(), sellRate: z.string() })),
});
export type BoardResponse = z.infer<typeof boardResponse>;
