import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { connectionTimeouts, keepOpenWhileAnswering } from './connection-timeouts';
import type { Database, DatabaseHandle } from './db/client';
import { registerAuth } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { registerInputHygiene } from './plugins/input-hygiene';
import { registerOwnerFigures } from './plugins/owner-figures';
import { registerSecurity } from './plugins/security';
import { registerWeb } from './plugins/web';
import { accountSettingsRoutes } from './modules/account-settings/routes';
import { accountRoutes } from './modules/accounts/routes';
import { authRoutes } from './modules/auth/routes';
import { balanceRoutes } from './modules/balances/routes';
import { ledgerRoutes } from './modules/ledger/routes';
import { receiptRoutes } from './modules/receipts/routes';
import { settlementRoutes } from './modules/settlements/routes';
import { approvalRoutes } from './modules/approvals/routes';
import { shopSettingsRoutes } from './modules/shop-settings/routes';
import { transactionRoutes } from './modules/transactions/routes';
import { hawalaRoutes } from './modules/hawala/routes';
import { hawalaImportRoutes } from './modules/hawala-import/routes';
import { reconciliationRoutes } from './modules/reconciliation/routes';
import { currencyRoutes } from './modules/currencies/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { postingLimitRoutes } from './modules/posting-limits/routes';
import { roleRoutes } from './modules/roles/routes';
import { systemRoutes } from './modules/system/routes';
import { userRoutes } from './modules/users/routes';
import { twoFactorRoutes } from './modules/two-factor/routes';
import { receiptCheckRoutes } from './modules/receipt-checks/routes';
import { backupRoutes } from './modules/backup/routes';
import { bookRoutes } from './modules/books/routes';
import { tillRoutes } from './modules/tills/routes';
import { complianceSettingsRoutes } from './modules/compliance-settings/routes';
import { kycRoutes } from './modules/kyc/routes';
import { screeningRoutes } from './modules/screening/routes';
import { complianceLctrRoutes } from './modules/compliance-lctr/routes';
import { complianceCaseRoutes } from './modules/compliance-cases/routes';
import { settingChangeRoutes } from './modules/settings-changes/routes';
import { journalRoutes } from './modules/journal/routes';
import { commissionRoutes } from './modules/commission/routes';
import { fxRoutes } from './modules/fx/routes';
import { fxReportRoutes } from './modules/fx-reports/routes';
import { partnerRoutes } from './modules/partners/routes';
import type { BackupService } from './modules/backup/backup-service';
import { configureShopDay } from './lib/shop-day';
import { batchedStdout } from './lib/log-destination';

export interface AppOptions {
  db: Database;
  /** Which database `db` is, for the System Health Monitor. */
  dbKind: DatabaseHandle['kind'];
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** The connection pool under `db`, for GET /api/database/backup's COPY streams (503 when absent). */
  pool?: DatabaseHandle['pool'];
  /** Stored, verified backups (the Backups screen, System Health); 503 when absent. */
  backups?: BackupService;
  /** Logs with the production settings (level, redaction) into this stream; tests read what would be logged. */
  logStream?: { write(line: string): void };
}

/** Passwords, cookies and session ids never reach the log. */
export const logRedaction = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'body.password'];

/** Builds the whole app without listening, so tests drive it with `app.inject`. */
export async function buildApp({ db, dbKind, config, logger = false, pool, backups, logStream }: AppOptions) {
  const production = { level: config.LOG_LEVEL, redact: logRedaction };
  const app = Fastify({
    logger: logStream ? { ...production, stream: logStream } : logger === true ? { ...production, stream: batchedStdout() } : logger,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    ...connectionTimeouts(config),
  });
  app.decorate('db', db);
  app.decorate('dbKind', dbKind);
  app.decorate('config', config);
  configureShopDay(config.SHOP_TIME_ZONE);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  keepOpenWhileAnswering(app, config);
  registerInputHygiene(app);
  await app.register(cookie);
  await app.register(compress, { threshold: 2048 });
  await registerSecurity(app);
  registerAuth(app);
  registerOwnerFigures(app);
  await registerDocs(app);

  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(journalRoutes);
  await app.register(twoFactorRoutes);
  await app.register(receiptCheckRoutes);
  await app.register(currencyRoutes);
  await app.register(fxRoutes);
  await app.register(fxReportRoutes);
  await app.register(accountRoutes);
  await app.register(accountSettingsRoutes);
  await app.register(postingLimitRoutes);
  await app.register(roleRoutes);
  await app.register(ledgerRoutes);
  await app.register(settlementRoutes);
  await app.register(approvalRoutes);
  await app.register(receiptRoutes);
  await app.register(shopSettingsRoutes);
  await app.register(transactionRoutes);
  await app.register(balanceRoutes);
  await app.register(hawalaRoutes);
  await app.register(hawalaImportRoutes);
  await app.register(reconciliationRoutes);
  await app.register(bookRoutes);
  await app.register(tillRoutes);
  await app.register(complianceSettingsRoutes);
  await app.register(kycRoutes);
  await app.register(screeningRoutes);
  await app.register(complianceLctrRoutes);
  await app.register(complianceCaseRoutes);
  await app.register(settingChangeRoutes);
  await app.register(partnerRoutes);
  await app.register(commissionRoutes);
  await app.register(backupRoutes, { pool, backups });
  await app.register(dashboardRoutes, { backups });

  await registerWeb(app);
  await app.ready();
  return app;
}
