import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbedded, openPostgres } from '../apps/server/src/db/client';
import { accounts, currencies, users } from '../apps/server/src/db/schema';
import { verifyPassword } from '../apps/server/src/lib/passwords';
import { demoUsers } from '../scripts/lib/demo-data';
import { freshDatabase, inheritedEnv, repoRoot } from './support/server';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runSeed(env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed-demo.ts'], {
      cwd: repoRoot,
      env: { ...inheritedEnv(), ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'seed-admin-pass-1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run seed:demo', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const open = () => openPostgres(database.env.DATABASE_URL!);

  beforeAll(async () => {
    database = await freshDatabase('seed');
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  it('fills an empty database with demo users and currencies and prints the passwords', async () => {
    const run = await runSeed(database.env);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    for (const user of demoUsers) expect(run.stdout).toMatch(new RegExp(`^ +${user.username} +${user.role} +${user.password} `, 'm'));

    const handle = await open();
    try {
      const stored = await handle.db.select().from(users).orderBy(asc(users.username));
      const byName = new Map(stored.map((u) => [u.username, u]));
      expect([...byName.keys()].sort()).toEqual(['admin', 'clerk1', 'clerk2', 'operator1', 'owner']);
      expect(byName.get('owner')).toMatchObject({ role: 'admin', isActive: true, fullName: 'Haji Abdul Rahman Karimi' });
      expect(byName.get('operator1')).toMatchObject({ role: 'operator', isActive: true });
      expect(byName.get('clerk1')).toMatchObject({ role: 'user', isActive: true });
      expect(byName.get('clerk2')).toMatchObject({ role: 'user', isActive: true });
      for (const user of demoUsers) {
        const row = byName.get(user.username)!;
        expect(row.email).toMatch(/@/);
        expect(row.fullName).toBe(user.fullName);
        // The printed demo password is the one that signs in.
        expect(await verifyPassword(row.passwordHash, user.password), user.username).toBe(true);
      }

      const rates = Object.fromEntries(
        (await handle.db.select().from(currencies).orderBy(asc(currencies.id))).map((c) => [c.code, [c.id, c.name, c.symbol, c.exchangeRate]]),
      );
      expect(rates).toEqual({
        USD: [1, 'US Dollar', '$', '1.00000000'],
        AFN: [2, 'Afghan Afghani', '؋', '68.75000000'],
        PKR: [3, 'Pakistani Rupee', '₨', '281.40000000'],
        EUR: [4, 'Euro', '€', '0.86120000'],
        GBP: [expect.any(Number), 'British Pound', '£', '0.74180000'],
      });

      const staff = await handle.db.select().from(accounts).where(eq(accounts.isSystem, false)).orderBy(asc(accounts.id));
      expect(staff.map((a) => [a.accountCode, a.accountType])).toEqual([
        ['2001', 'hawala_partner'],
        ['1007', 'partner'],
        ['2007', 'partner'],
        ['AC1000', 'customer'],
        ['AC1001', 'customer'],
        ['AC1002', 'customer'],
        ['AC1003', 'customer'],
        ['AC1004', 'company'],
      ]);
    } finally {
      await handle.close();
    }
  });

  it('refuses a second run with a one-line message and changes nothing', async () => {
    const run = await runSeed(database.env);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([
      'seed:demo: Demo data is already present (users clerk1, clerk2, operator1, owner exist); nothing was changed.',
    ]);
    const handle = await open();
    try {
      expect(await handle.db.$count(users)).toBe(5);
      expect(await handle.db.$count(currencies)).toBe(5);
      expect(await handle.db.$count(accounts, eq(accounts.isSystem, false))).toBe(8);
    } finally {
      await handle.close();
    }
  });

  it('will not open a DATA_DIR another process holds (the running server)', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sarafi-seed-held-'));
    // As root the embedded server runs as another user, who must pass through this folder.
    chmodSync(dataDir, 0o755);
    const holder = await openEmbedded(dataDir, { onFatal: () => undefined, onNotice: () => undefined });
    try {
      const run = await runSeed({ DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toMatch(/^seed:demo: Cannot open the database: DATA_DIR .* is in use by another process \(pid \d+\)/);
    } finally {
      await holder.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
