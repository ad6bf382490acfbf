import { z } from 'zod';

/** SPEC §3 'Dashboard account rows'. */
export const accountBalanceRow = z.object({
  accountCode: z.string(),
  accountName: z.string(),
  currencyCode: z.string(),
  currencySymbol: z.string(),
  totalBalance: z.string(),
});
export type AccountBalanceRow = z.infer<typeof accountBalanceRow>;

export const accountBalancesBody = z.object({
  accountCodes: z.array(z.string().trim().min(1).max(50)).min(1, 'Please enter an account code').max(50),
});

/** SPEC §3 'Account 11 balances'. */
export const currencyBalanceRow = z.object({ currency: z.string(), balance: z.string() });

/** SPEC §3 'Cash-at-shop balance row' (lower-case field names as SPEC gives them). */
export const cashShopRow = z.object({ currencyid: z.number(), currency: z.string(), currentbalance: z.string() });
