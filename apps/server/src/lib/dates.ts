export const isoOrNull = (value: Date | null | undefined) => (value ? value.toISOString() : null);
