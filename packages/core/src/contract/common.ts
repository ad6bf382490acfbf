import { z } from 'zod';
import { normaliseDecimal } from '../money/decimal';

/** Every error response: `{ message }`, plus the failing fields for validation errors (DESIGN §4). */
export const errorResponse = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** Ids are PostgreSQL `serial` (int4): a larger number is no id, not a database error. */
export const maxSerialId = 2_147_483_647;
export const idParam = z.object({ id: z.coerce.number().int().positive().max(maxSerialId) });
export const uuidParam = z.object({ id: z.uuid() });

/** A positive decimal given as a string or (for SPEC clients that send numbers) a number; output is a string. */
export function positiveDecimal(messages: { required: string; invalid: string }, maxPlaces: number) {
  return z
    .union([z.string(), z.number()], { error: messages.required })
    .transform((value, ctx) => {
      const text = typeof value === 'string' ? value.trim() : value;
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: messages.required });
        return z.NEVER;
      }
      const normalised = normaliseDecimal(text);
      const places = normalised?.split('.')[1]?.length ?? 0;
      if (normalised === null || normalised.startsWith('-') || /^0(\.0*)?$/.test(normalised) || places > maxPlaces) {
        ctx.addIssue({ code: 'custom', message: messages.invalid });
        return z.NEVER;
      }
      return normalised;
    });
}

export const timestamp = z.string();
