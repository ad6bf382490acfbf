import { z } from 'zod';
import { isIsoDate } from '../calendar';
import { Money } from '../money/decimal';
import { readDecimalField } from './amount-fields';
import { formMessages } from './form-messages';

/** Every error response: `{ message }`, plus the failing fields for validation errors (docs/architecture.md, Errors and messages). */
export const errorResponse = z.object({
  message: z.string(),
  /** A stable name of the failure ('hawala.alreadyPassed', 'validation', 'unauthorized'), so a client can translate it. */
  code: z.string().optional(),
  /** The values a parameterised message was built from, for the translated text. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** Each field's refusal; `params` as above, for a field's parameterised message. */
  errors: z
    .array(z.object({ path: z.string(), message: z.string(), code: z.string().optional(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() }))
    .optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** Ids are PostgreSQL `serial` (int4): a larger number is no id, not a database error. */
export const maxSerialId = 2_147_483_647;
export const idParam = z.object({ id: z.coerce.number().int().positive().max(maxSerialId) });
export const uuidParam = z.object({ id: z.uuid() });

/** Rates are numeric(20,8): 12 digits before the point, so a rate must stay below this. */
export const rateTooLargeAt = '1e12';
export const rateTooLargeMessage = formMessages.rateTooLarge;

/** An admin's explicit decision, on every posting's body; what it allows is the server's posting rule. */
export const creditLimitOverrideField = z
  .boolean()
  .optional()
  .describe("An admin's explicit decision to post past a partner's credit limit; stored with the posting.");

/** The maker's optional word to the approver, on any write that may need approval (docs/decisions.md, Approvals). */
export const approvalReasonField = z
  .string()
  .trim()
  .max(500, formMessages.tooLong)
  .nullish()
  .describe("Extension: why the maker asks, shown to the approver when the write needs approval.");

/** A positive decimal given as a string or (for SPEC clients that send numbers) a number; output is a string. */
export function positiveDecimal(messages: { required: string; invalid: string; tooLarge?: string }, maxPlaces: number, tooLargeAt?: string) {
  return z
    .union([z.string(), z.number()], { error: messages.required })
    .transform((value, ctx) => {
      const text = typeof value === 'string' ? value.trim() : value;
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: messages.required });
        return z.NEVER;
      }
      const field = readDecimalField(text, maxPlaces, { invalid: messages.invalid, places: messages.invalid });
      if (!field.ok) {
        ctx.addIssue({ code: 'custom', message: field.message });
        return z.NEVER;
      }
      const normalised = new Money(field.value).toFixed();
      if (normalised.startsWith('-') || /^0(\.0*)?$/.test(normalised)) {
        ctx.addIssue({ code: 'custom', message: messages.invalid });
        return z.NEVER;
      }
      if (tooLargeAt !== undefined && new Money(normalised).gte(tooLargeAt)) {
        ctx.addIssue({ code: 'custom', message: messages.tooLarge ?? messages.invalid });
        return z.NEVER;
      }
      return normalised;
    });
}

export const timestamp = z.string();

/** Query parameters: an empty text box means 'not given'. */
export const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
export const optionalParam = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
/**
 * A Gregorian date that exists, written YYYY-MM-DD: dates are stored as such text, so 2026-02-30 would be kept and
 * then match nothing.
 */
export const calendarDate = (shapeMessage: string, invalidMessage: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: shapeMessage, abort: true })
    .refine(isIsoDate, invalidMessage);
const dateParamMessages = {
  date: [formMessages.dateShape, formMessages.dateInvalid],
  from: [formMessages.fromDateShape, formMessages.fromDateInvalid],
  to: [formMessages.toDateShape, formMessages.toDateInvalid],
  asOf: [formMessages.asOfDateShape, formMessages.asOfDateInvalid],
  incomingOn: [formMessages.incomingOnShape, formMessages.incomingOnInvalid],
} as const;
/** A calendar date query parameter (YYYY-MM-DD), refused in the words of the parameter it is. */
export const isoDateParam = (which: keyof typeof dateParamMessages) => optionalParam(calendarDate(dateParamMessages[which][0], dateParamMessages[which][1]));
