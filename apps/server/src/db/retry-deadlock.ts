/** PostgreSQL's code for a transaction it chose as a deadlock's victim and rolled back. */
const deadlockDetected = '40P01';
const attempts = 4;

/** True when PostgreSQL rolled the transaction back to break a deadlock; drizzle keeps the driver's error as `cause`. */
export function isDeadlock(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === deadlockDetected) return true;
  }
  return false;
}

/**
 * Runs a whole database transaction again when PostgreSQL broke a deadlock by rolling it back. The victim wrote nothing
 * (the key, the row, its entries and audit went with it), so running it anew is what its client would do, and the
 * other transaction has by then committed. Locks are taken in (account, currency) order within a statement, but a
 * write that moves balances in two statements (a pass and its commission) and the large-cash party lock can still
 * cross another's (docs/decisions.md, Posting speed).
 */
export async function retryOnDeadlock<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= attempts) throw error;
      // A short, random pause so the two do not meet again in the same order.
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.floor(Math.random() * 20 * attempt)));
    }
  }
}
