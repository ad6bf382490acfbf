import type { TFunction } from 'i18next';

/**
 * A transaction type (Debit, Credit, Transfer, Hawala, Exchange…) in the page's language, with Search's words
 * wherever a type is shown; a type this catalogue does not know stays as the server sent it.
 */
export const transTypeLabel = (t: TFunction, transType: string) => t(`search.what.${transType.toLowerCase()}`, { defaultValue: transType });
