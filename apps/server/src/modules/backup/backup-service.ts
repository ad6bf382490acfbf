import path from 'node:path';
import type pg from 'pg';
import type { BackupHealth, BackupList, BackupRecord } from '@sarafi/core';
import { listStoredBackups, pruneBackups, publicRecord, readRecord, takeStoredBackup, type StoredBackup } from './backup-store';
import { verifyStoredBackup } from './verify-backup';

export interface BackupSettings {
  dir: string;
  everyHours: number;
  keep: number;
}

export interface BackupService {
  settings: BackupSettings;
  list(): Promise<BackupList>;
  /** Takes, verifies and prunes; one backup operation runs at a time in a process. */
  takeNow(trigger: BackupRecord['trigger'], options?: { verify: boolean }): Promise<StoredBackup>;
  verify(name: string): Promise<StoredBackup | undefined>;
  health(): Promise<BackupHealth>;
  /** The file of a listed backup, for download. */
  fileOf(name: string): Promise<string | undefined>;
  /** Backs up every `everyHours`, counting from the newest backup, and verifies any left unverified. */
  startSchedule(log: { info(message: string): void; error(message: string): void }): () => void;
}

const longestTimer = 2 ** 31 - 1;
/** A timer that never keeps a stopping process alive; a longer wait is re-planned when it fires. */
const later = (run: () => void, ms: number) => setTimeout(run, Math.min(Math.max(ms, 0), longestTimer)).unref();

export function createBackupService(database: { pool: pg.Pool; url: string }, settings: BackupSettings): BackupService {
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work);
    queue = next.catch(() => undefined);
    return next;
  };
  const verify = (name: string) => oneAtATime(() => verifyStoredBackup(database.url, settings.dir, name));

  const service: BackupService = {
    settings,
    async list() {
      return { backups: (await listStoredBackups(settings.dir)).map(publicRecord), everyHours: settings.everyHours, keep: settings.keep };
    },
    async takeNow(trigger, options = { verify: true }) {
      const taken = await oneAtATime(async () => {
        const record = await takeStoredBackup(database.pool, settings.dir, trigger);
        await pruneBackups(settings.dir, settings.keep);
        return record;
      });
      return options.verify ? ((await verify(taken.name)) ?? taken) : taken;
    },
    verify,
    async health() {
      const all = await listStoredBackups(settings.dir);
      const newestChecked = all.find((r) => r.verification !== null);
      return {
        lastVerifiedAt: all.find((r) => r.verification?.ok)?.takenAt ?? null,
        lastFailure: newestChecked && !newestChecked.verification!.ok ? (newestChecked.verification!.failure ?? 'restoreFailed') : null,
        everyHours: settings.everyHours,
      };
    },
    async fileOf(name) {
      return (await readRecord(settings.dir, name)) ? path.join(settings.dir, name) : undefined;
    },
    startSchedule(log) {
      if (settings.everyHours === 0) return () => undefined;
      let timer: NodeJS.Timeout | undefined;
      let stopped = false;
      const plan = async () => {
        if (stopped) return;
        const all = await listStoredBackups(settings.dir);
        for (const unchecked of all.filter((r) => r.verification === null)) await verify(unchecked.name);
        const newest = all[0] ? new Date(all[0].takenAt).getTime() : 0;
        const due = newest + settings.everyHours * 3_600_000;
        const wait = due - Date.now();
        if (wait <= 0) {
          const record = await service.takeNow('schedule');
          log.info(`backup ${record.name}: ${record.bytes} bytes, ${record.verification?.ok ? 'verified' : `verification failed: ${record.verification?.reason}`}`);
          if (!stopped) timer = later(run, settings.everyHours * 3_600_000);
        } else {
          timer = later(run, wait);
        }
      };
      const run = () => {
        plan().catch((error: unknown) => {
          log.error(`automatic backup failed: ${error instanceof Error ? error.message : String(error)}`);
          // Tried again in an hour (or the interval, if shorter) rather than waiting a whole interval.
          if (!stopped) timer = later(run, Math.min(settings.everyHours, 1) * 3_600_000);
        });
      };
      timer = later(run, 0);
      return () => {
        stopped = true;
        clearTimeout(timer);
      };
    },
  };
  return service;
}
