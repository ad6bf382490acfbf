import { messageCode } from '@sarafi/core';
import i18n from 'i18next';

export type ErrorParams = Record<string, string | number>;

/**
 * A message in the user's language: the catalogue entry `errors.{code}` (the server's code, else the code of the
 * shared schemas' English words), else the words as they came. The translation is used only when the catalogue's
 * English, with the same params, is exactly the given message: a generic code ('conflict') carrying specific words,
 * or a server newer than this catalogue, keeps the server's own English rather than a vaguer or stale text.
 */
export function translateMessage(message: string, code?: string, params?: ErrorParams): string {
  const resolved = code ?? messageCode(message);
  if (!resolved) return message;
  const key = `errors.${resolved}`;
  const english = { ...params, lng: 'en' };
  if (!i18n.exists(key, english) || i18n.t(key, english) !== message) return message;
  return i18n.t(key, params ?? {});
}
