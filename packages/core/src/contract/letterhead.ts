import { z } from 'zod';

/** A logo is printed a few centimetres wide: 256 KB holds any sensible one and keeps every receipt's request small. */
export const maxLogoBytes = 256 * 1024;
/** The letterhead's refusals, with stable codes (`letterhead.logoTooLarge`) a browser translates. */
export const letterheadMessages = {
  logoTooLarge: (kb: number) => `The logo must be at most ${kb} KB`,
} as const;
/** The formats a logo may be in: those whose structure the server checks before it stores one. */
export const logoTypes = ['image/png', 'image/jpeg'] as const;

export const letterheadLimits = { name: 100, address: 200, phones: 100 } as const;

/**
 * The shop's letterhead (docs/decisions.md, Receipts): printed at the top of every receipt and statement. The logo travels as a
 * data: URL (what the browser's file reader gives), null when the shop has none.
 */
export const letterheadSchema = z.object({
  name: z.string().trim().max(letterheadLimits.name),
  address: z.string().trim().max(letterheadLimits.address),
  phones: z.string().trim().max(letterheadLimits.phones),
  logo: z.string().nullable(),
});
export type Letterhead = z.infer<typeof letterheadSchema>;

export const emptyLetterhead: Letterhead = { name: '', address: '', phones: '', logo: null };
