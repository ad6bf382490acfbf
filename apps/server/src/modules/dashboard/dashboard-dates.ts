const dayMs = 86_400_000;

/** Days since 1970-01-01 of a date the query schema has already checked (isoDateParam). */
export const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / dayMs;

export const dateOfDay = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);
