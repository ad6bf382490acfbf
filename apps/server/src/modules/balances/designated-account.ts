import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { appSettings } from '../../db/schema';

/**
 * The partner whose balances the dashboard widgets show (docs/architecture.md, HTTP API, 'GET /api/{name}-balance'). Kept as a
 * setting, not code: another shop has another partner. Default: 'partner', account 2001 (docs/architecture.md, Ledger).
 */
export const designatedAccountSetting = z.object({
  name: z.string().regex(/^[a-z0-9]+$/),
  accountCode: z.string().min(1),
});
export type DesignatedAccount = z.infer<typeof designatedAccountSetting>;

export const designatedAccountKey = 'designated_account';
export const defaultDesignatedAccount: DesignatedAccount = { name: 'partner', accountCode: '2001' };

export async function designatedAccount(db: Executor): Promise<DesignatedAccount> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, designatedAccountKey));
  const parsed = designatedAccountSetting.safeParse(row?.value);
  return parsed.success ? parsed.data : defaultDesignatedAccount;
}
