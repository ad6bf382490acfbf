import { messageCatalogues, serverMessages } from '@sarafi/core';
import { errorTemplates } from './en-error-templates';

type Catalogues = typeof messageCatalogues;
type Templates = typeof errorTemplates;
/** A catalogue's words without parameters, by key (the entries with parameters are functions). */
type Fixed<C> = { readonly [K in keyof C as C[K] extends string ? K : never]: string };
type TemplatesOf<P> = P extends keyof Templates ? { readonly [K in keyof Templates[P]]: string } : unknown;
export type EnglishErrors = { readonly [K in keyof typeof serverMessages]: string } & { readonly [P in keyof Catalogues]: Fixed<Catalogues[P]> & TemplatesOf<P> };

const fixedWords = (catalogue: object) => Object.entries(catalogue).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
const templates: Partial<Record<string, Record<string, string>>> = errorTemplates;

/**
 * The English catalogue's `errors` (docs/decisions.md, Error codes and messages): core's own words for every code,
 * so the browser's English is the server's by construction, and the templates of the parameterised ones. Dari and
 * Pashto stay in their catalogues.
 */
export const enErrors = {
  ...serverMessages,
  ...Object.fromEntries(Object.entries(messageCatalogues).map(([prefix, catalogue]) => [prefix, { ...Object.fromEntries(fixedWords(catalogue)), ...templates[prefix] }])),
} as EnglishErrors;
