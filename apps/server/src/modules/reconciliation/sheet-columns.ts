import type { ReconciliationMapping } from '@sarafi/core/contract/reconciliation';

/** A header cell as the columns step shows it and a mapping names it: trimmed, inner spaces collapsed. */
export const sheetHeaderName = (text: string) => text.trim().replace(/\s+/g, ' ').slice(0, 200);

/** The sheet fields a mapping can name, in the order the screen asks for them. */
export const mappedFields = ['hawalaNo', 'date', 'amount', 'debit', 'credit', 'currency', 'balance'] as const;
export type MappedField = (typeof mappedFields)[number];

/** Each mapped field and the header it names, compared without regard to case: 'DATE' next month is still 'Date'. */
export function mappedHeader(mapping: ReconciliationMapping): [MappedField, string][] {
  return mappedFields.flatMap((field): [MappedField, string][] => {
    const name = mapping[field];
    return name ? [[field, sheetHeaderName(name).toLowerCase()]] : [];
  });
}
