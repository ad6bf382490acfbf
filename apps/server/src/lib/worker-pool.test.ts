import { describe, expect, it } from 'vitest';
import { accountMessages, serverMessages } from '@sarafi/core';
import { AppError } from './errors';
import { heavyRequest, poolQueue, poolThreads } from './worker-pool';

const logoChecker = new URL('../modules/shop-settings/logo-image.ts', import.meta.url);
/** A module whose work ends its thread, as running out of memory would. */
const dying = new URL(`data:text/javascript,${encodeURIComponent('export function work() { process.exit(3); }')}`);
const answering = new URL(`data:text/javascript,${encodeURIComponent('export function work(job) { return { doubled: job * 2 }; }')}`);

describe('the worker pool', () => {
  it('answers with the module’s value, hands its refusal back as the same AppError, and survives a thread that dies', async () => {
    await expect(heavyRequest((offThread) => offThread(answering, 21))).resolves.toEqual({ doubled: 42 });
    const refused = await heavyRequest((offThread) => offThread(logoChecker, 'data:image/png;base64,AAAA')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect([(refused as AppError).statusCode, (refused as AppError).message]).toEqual([400, accountMessages.invalidFileType]);
    await expect(heavyRequest((offThread) => offThread(dying, null))).rejects.toThrow(/exited with code 3/);
    await expect(heavyRequest((offThread) => offThread(answering, 2))).resolves.toEqual({ doubled: 4 });
  });

  it('admits its threads and its queue, and refuses the next at once with 503 busy', async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const admitted = Array.from({ length: poolThreads + poolQueue }, () => heavyRequest(() => gate));
    const refused = await heavyRequest(async () => 'ran').catch((error: unknown) => error);
    expect([(refused as AppError).statusCode, (refused as AppError).code, (refused as AppError).message]).toEqual([503, 'busy', serverMessages.busy]);
    open();
    await Promise.all(admitted);
    await expect(heavyRequest(async () => 'ran')).resolves.toBe('ran');
  });
});
