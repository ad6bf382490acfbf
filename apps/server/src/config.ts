import path from 'node:path';
import { z } from 'zod';
import { defaultShopTimeZone, isTimeZone, passwordMaxLength } from '@sarafi/core';
import { passwordWeakness } from './lib/password-strength';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const positiveInt = z.coerce.number().int().positive();

/** Every setting comes from the environment and is checked once at start (listed in the README). */
const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  ADMIN_USERNAME: z.string().trim().min(1).max(100).default('admin'),
  /** The first admin's password meets the same rule as every user's (lib/password-strength.ts). */
  ADMIN_PASSWORD: z
    .string()
    .min(8, 'must be at least 8 characters')
    .max(passwordMaxLength, `must be at most ${passwordMaxLength} characters`)
    .refine((password) => !passwordWeakness(password), 'is too easy to guess; use a longer one, for example three or four unrelated words')
    .optional(),
  SESSION_IDLE_MINUTES: positiveInt.default(30),
  SESSION_ABSOLUTE_HOURS: positiveInt.default(12),
  LOGIN_MAX_FAILURES_PER_USERNAME: positiveInt.default(5),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt.default(20),
  LOGIN_WINDOW_MINUTES: positiveInt.default(15),
  RATE_LIMIT_PER_MINUTE: positiveInt.default(1000),
  /** App processes serving the one port (docs/decisions.md, Every core); unset: one per CPU. */
  WEB_CONCURRENCY: positiveInt.max(256).optional(),
  /**
   * How long a whole request (headers and body) may take to arrive: 120 s lets a 10 MB spreadsheet through a link of
   * about 0.7 Mbit/s, and a client trickling bytes holds its connection no longer than that.
   */
  REQUEST_TIMEOUT_SECONDS: positiveInt.default(120),
  /** How long a request's headers may take, and how long a connection may stay silent both ways. */
  IDLE_TIMEOUT_SECONDS: positiveInt.default(60),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Hawala import limits (docs/architecture.md, Security), all checked before a spreadsheet is parsed. */
  IMPORT_MAX_UPLOAD_MB: positiveInt.default(10),
  IMPORT_MAX_UNZIPPED_MB: positiveInt.default(100),
  IMPORT_MAX_ROWS: positiveInt.default(100_000),
  /** The shop's day (docs/architecture.md, The shop's day): an IANA zone; a posting made at 02:00 in Kabul belongs to that Kabul day. */
  SHOP_TIME_ZONE: z.string().trim().refine(isTimeZone, 'is not a time zone name (for example Asia/Kabul)').default(defaultShopTimeZone),
  /** Automatic backups (0 turns them off), where they go (default DATA_DIR/backups) and how many are kept. */
  BACKUP_EVERY_HOURS: z.coerce.number().min(0).max(24 * 366).default(24),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: positiveInt.default(30),
});

export type Config = z.infer<typeof configSchema>;

export const backupDirOf = (config: Pick<Config, 'BACKUP_DIR' | 'DATA_DIR'>) => path.resolve(config.BACKUP_DIR ?? path.join(config.DATA_DIR, 'backups'));

/** Where, how often and how many backups the app's backup service takes. */
export const backupSettingsOf = (config: Config) => ({ dir: backupDirOf(config), everyHours: config.BACKUP_EVERY_HOURS, keep: config.BACKUP_KEEP });

export class ConfigError extends Error {}

const secretSettings = new Set(['ADMIN_PASSWORD', 'DATABASE_URL']);

/** Reads the environment; a wrong value throws a one-line error naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = configSchema.safeParse(present);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = String(issue?.path[0] ?? 'environment');
  // A secret is never echoed: the line may end up in a log or on a shared screen.
  const shown = secretSettings.has(name) ? '' : `=${JSON.stringify(env[name] ?? '')}`;
  throw new ConfigError(`Invalid environment variable ${name}${shown}: ${issue?.message}`);
}

/** Defaults for tests and tools that build the app without reading the environment. */
export function defaultConfig(overrides: Partial<Config> = {}): Config {
  return { ...configSchema.parse({}), ...overrides };
}
