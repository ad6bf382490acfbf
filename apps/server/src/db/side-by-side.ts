import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

type Results<T extends readonly (() => unknown)[]> = { -readonly [K in keyof T]: T[K] extends () => infer R ? Awaited<R> : never };

/**
 * Runs independent reads side by side where that is possible: on the pool each read takes a connection of its own, but
 * a transaction holds one connection, which runs one query at a time — node-postgres only queues a second and
 * deprecates doing so — so inside a transaction the reads run in turn (docs/decisions.md, Workshop and tests: one
 * query at a time on a connection). Every read helper that takes an `Executor` and reads in parallel goes through here.
 */
export async function sideBySide<T extends readonly (() => unknown)[] | []>(db: Executor, reads: T): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}
