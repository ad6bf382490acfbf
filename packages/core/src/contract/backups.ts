import { z } from 'zod';

/** A stored backup's file name: what the list gives and the download and verify paths take, nothing else. */
export const backupNamePattern = /^database_backup_\d{4}-\d{2}-\d{2}_\d{6}\.sql$/;
/** The backup routes' refusals, with stable codes (`backup.unknown`) a browser translates. */
export const backupMessages = {
  unknown: 'Unknown backup',
  notAvailable: 'Database backup is not available in this process.',
  migrationMismatch: (migration: number, tag: string) =>
    `Backup refused: migration ${migration} of this database is not this version's (${tag}); back it up with the version that created it.`,
  tablesInCycle: 'Backup failed: the tables reference each other in a cycle.',
} as const;

export const backupNameParam = z.object({ name: z.string().regex(backupNamePattern, backupMessages.unknown) });

/** Why a verification failed, for the screen's own words; `reason` adds the technical detail in English. */
export const verificationFailure = z.enum(['fileChanged', 'booksDiffer', 'restoreRefused', 'restoreFailed', 'noScratchDatabase']);
export type VerificationFailure = z.infer<typeof verificationFailure>;

export const backupVerification = z.object({
  at: z.string(),
  ok: z.boolean(),
  failure: verificationFailure.optional(),
  /** The technical detail of a failure, in English (the restore's or the server's own message). */
  reason: z.string().optional(),
});

export const backupRecord = z.object({
  name: z.string(),
  takenAt: z.string(),
  bytes: z.number().int(),
  /** Why it was taken. */
  trigger: z.enum(['schedule', 'shutdown', 'manual']),
  verification: backupVerification.nullable(),
});
export type BackupRecord = z.infer<typeof backupRecord>;

export const backupList = z.object({
  backups: z.array(backupRecord),
  everyHours: z.number(),
  keep: z.number().int(),
});
export type BackupList = z.infer<typeof backupList>;

/** The dashboard's System Health line: the last verified backup, and whether the newest verification failed. */
export const backupHealth = z.object({
  lastVerifiedAt: z.string().nullable(),
  lastFailure: verificationFailure.nullable(),
  everyHours: z.number(),
});
export type BackupHealth = z.infer<typeof backupHealth>;

/** Red when the last verified backup is older than twice the interval, or the newest verification failed. */
export function backupHealthIsBad(health: BackupHealth, now: Date): boolean {
  if (health.lastFailure) return true;
  if (health.everyHours === 0) return false;
  if (!health.lastVerifiedAt) return true;
  return now.getTime() - new Date(health.lastVerifiedAt).getTime() > 2 * health.everyHours * 3_600_000;
}
