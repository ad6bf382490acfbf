/** The rows of a raw `db.execute(sql…)` result (node-postgres's shape): drizzle types that result loosely. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
