import type { en } from './en';

/**
 * Another language's catalogue: every key of the English one in the same nesting, a string at every leaf.
 * `satisfies Translation` makes a missing or a stray key a type error; placeholders are checked by the parity test.
 */
export type Translation<T = typeof en> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
