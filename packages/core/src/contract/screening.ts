import { z } from 'zod';

/** Sanctions screening's messages (docs/decisions.md, Compliance: sanctions screening); codes `compliance.<key>`. */
export const screeningMessages = {
  held: 'Held for compliance review',
  accountOnHold: (account: string) => `Account ${account} is on hold for compliance review`,
  listNoFile: 'Choose a sanctions list file to import',
  listTooLarge: (mb: number) => `A sanctions list file can be at most ${mb} MB`,
  listKind: 'Choose the list kind: UN consolidated list (XML) or local names (CSV)',
  listNotUn: 'The file is not a UN Security Council Consolidated List (XML, CONSOLIDATED_LIST)',
  listEntities: 'The file declares a DOCTYPE or entities; the UN list has none, so it is refused',
  listMalformed: 'The XML of the list is broken; nothing was imported',
  listCsvHeader: 'The CSV needs a header row with a name column (name, and optionally aliases, date_of_birth, reference)',
  listEmpty: 'The list holds no names; nothing was imported',
  listTooManyEntries: (max: number) => `A list can hold at most ${max} entries`,
  reviewNotFound: 'Review not found',
  reviewDecided: 'This review has already been decided',
  noteRequired: 'Write a note for the decision',
} as const;

export const sanctionsListSources = ['un', 'local'] as const;
export type SanctionsListSource = (typeof sanctionsListSources)[number];

export const sanctionsList = z.object({
  id: z.number().int(),
  source: z.enum(sanctionsListSources),
  fileName: z.string(),
  /** The list's own date (the UN file's dateGenerated), or null for a local list. */
  generatedOn: z.string().nullable(),
  entryCount: z.number().int(),
  importedAt: z.string(),
  importedBy: z.string(),
  /** The version screening uses now: the latest of its source. */
  current: z.boolean(),
});
export type SanctionsList = z.infer<typeof sanctionsList>;
export const sanctionsListsResponse = z.object({ lists: z.array(sanctionsList) });

export const screeningSubjectKinds = ['account', 'hawala', 'hawalaImport', 'walkIn'] as const;
export type ScreeningSubjectKind = (typeof screeningSubjectKinds)[number];
export const screeningHitStatuses = ['open', 'released', 'blocked'] as const;
export type ScreeningHitStatus = (typeof screeningHitStatuses)[number];

/** The screened record as it stood when screened: enough for the reviewer to compare with the list entry. */
export const screenedRecord = z.object({
  kind: z.enum(screeningSubjectKinds),
  id: z.number().int().nullable(),
  /** Which name of the record was screened: holder, sender, receiver. */
  role: z.string(),
  name: z.string(),
  dateOfBirth: z.string().nullable(),
  /** The record's number as staff know it: account code, hawala number. */
  label: z.string(),
});
export type ScreenedRecord = z.infer<typeof screenedRecord>;

export const listedEntry = z.object({
  id: z.number().int(),
  source: z.enum(sanctionsListSources),
  reference: z.string(),
  kind: z.string(),
  name: z.string(),
  aliases: z.array(z.string()),
  datesOfBirth: z.array(z.string()),
  nationality: z.string().nullable(),
  listedOn: z.string().nullable(),
});

export const screeningReview = z.object({
  id: z.number().int(),
  status: z.enum(screeningHitStatuses),
  score: z.string(),
  matchedAlias: z.string(),
  subject: screenedRecord,
  entry: listedEntry,
  createdAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type ScreeningReview = z.infer<typeof screeningReview>;
export const screeningReviewsResponse = z.object({ reviews: z.array(screeningReview) });
export const screeningReviewsQuery = z.object({ status: z.enum(screeningHitStatuses).optional() });

export const reviewDecisionBody = z.object({
  note: z.string({ error: screeningMessages.noteRequired }).trim().min(1, screeningMessages.noteRequired).max(1000),
});
export const reviewIdParams = z.object({ id: z.coerce.number().int().positive() });
