export const iso = (value: Date) => value.toISOString();
export const isoOrNull = (value: Date | null | undefined) => (value ? value.toISOString() : null);
