import { z } from 'zod';
import { positiveDecimal, rateTooLargeAt, rateTooLargeMessage } from './common';
import { formMessages } from './form-messages';

export const currencySchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  exchangeRate: z.string(),
  /** docs/decisions.md, Exchange desk (an extension): the board's prices, base currency per one unit (1 and 1 for the base itself). */
  buyRate: z.string(),
  sellRate: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Currency = z.infer<typeof currencySchema>;

export const currencyMessages = {
  codeRequired: 'Currency code is required',
  codeInvalid: 'Currency code must be 3 letters',
  nameRequired: 'Currency name is required',
  symbolRequired: 'Symbol is required',
  rateRequired: 'Exchange rate is required',
  rateInvalid: 'Exchange rate must be a number greater than 0 with at most 8 decimals',
  notFound: 'Currency not found',
  inUse: (code: string) => `Currency ${code} cannot be deleted while accounts, balances, transactions, hawalas or rate history use it`,
  exists: (code: string) => `Currency ${code} already exists`,
} as const;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, formMessages.tooLong);

export const currencyFields = {
  code: required(currencyMessages.codeRequired, 50)
    .regex(/^[A-Za-z]{3}$/, currencyMessages.codeInvalid)
    .transform((v) => v.toUpperCase()),
  name: required(currencyMessages.nameRequired, 100),
  symbol: required(currencyMessages.symbolRequired, 10),
  rate: positiveDecimal({ required: currencyMessages.rateRequired, invalid: currencyMessages.rateInvalid, tooLarge: rateTooLargeMessage }, 8, rateTooLargeAt),
};

/** docs/architecture.md, HTTP API: POST /api/currencies {code, name, symbol, rate}. */
export const createCurrencyBody = z.object(currencyFields);
export type CreateCurrencyBody = z.input<typeof createCurrencyBody>;

/** Our addition (docs/architecture.md, Where we differ from the original product): the Edit button works. The code is fixed once created. */
export const updateCurrencyBody = z.object({
  name: currencyFields.name,
  symbol: currencyFields.symbol,
  rate: currencyFields.rate,
});
export type UpdateCurrencyBody = z.input<typeof updateCurrencyBody>;
