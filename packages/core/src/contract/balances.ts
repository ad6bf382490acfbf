import { z } from 'zod';
import { accountNatureSchema } from '../ledger/account-nature';
import { formMessages } from './form-messages';

/*
 * `nature` extends SPEC's shapes below: balances stay in the ledger's stored sign, and the nature tells a client how
 * to read them from the shop's point of view (`shopView` in core, docs/architecture.md, How balances read).
 */

/** docs/architecture.md, Wire fields, 'Dashboard account rows'. */
export const accountBalanceRow = z.object({
  accountCode: z.string(),
  accountName: z.string(),
  currencyCode: z.string(),
  currencySymbol: z.string(),
  totalBalance: z.string(),
  nature: accountNatureSchema,
});
export type AccountBalanceRow = z.infer<typeof accountBalanceRow>;

export const accountBalancesBody = z.object({
  accountCodes: z.array(z.string().trim().min(1).max(50)).min(1, formMessages.accountCodeRequired).max(50),
});

/** docs/architecture.md, Wire fields, 'Account 11 balances'. */
export const currencyBalanceRow = z.object({ currency: z.string(), balance: z.string(), nature: accountNatureSchema });

/** docs/architecture.md, Wire fields, 'Cash-at-shop balance row' (lower-case field names as SPEC gives them). */
export const cashShopRow = z.object({ currencyid: z.number(), currency: z.string(), currentbalance: z.string(), nature: accountNatureSchema });
