import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerAuth } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurity } from './plugins/security';
import { registerWeb } from './plugins/web';
import { accountSettingsRoutes } from './modules/account-settings/routes';
import { accountRoutes } from './modules/accounts/routes';
import { authRoutes } from './modules/auth/routes';
import { balanceRoutes } from './modules/balances/routes';
import { ledgerRoutes } from './modules/ledger/routes';
import { transactionRoutes } from './modules/transactions/routes';
import { hawalaRoutes } from './modules/hawala/routes';
import { hawalaImportRoutes } from './modules/hawala-import/routes';
import { currencyRoutes } from './modules/currencies/routes';
import { systemRoutes } from './modules/system/routes';
import { userRoutes } from './modules/users/routes';

export interface AppOptions {
  db: Database;
  config: Config;
  logger?: FastifyServerOptions['logger'];
}

/** Passwords, cookies and session ids never reach the log. */
export const logRedaction = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'body.password'];

/** Builds the whole app without listening, so tests drive it with `app.inject`. */
export async function buildApp({ db, config, logger = false }: AppOptions) {
  const app = Fastify({
    logger: logger === true ? { level: config.LOG_LEVEL, redact: logRedaction } : logger,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  await app.register(cookie);
  await app.register(compress, { threshold: 2048 });
  await registerSecurity(app);
  registerAuth(app);
  await registerDocs(app);

  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(currencyRoutes);
  await app.register(accountRoutes);
  await app.register(accountSettingsRoutes);
  await app.register(ledgerRoutes);
  await app.register(transactionRoutes);
  await app.register(balanceRoutes);
  await app.register(hawalaRoutes);
  await app.register(hawalaImportRoutes);

  await registerWeb(app);
  await app.ready();
  return app;
}
