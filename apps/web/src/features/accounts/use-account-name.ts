import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { systemAccountOf } from '@sarafi/core';

/**
 * An account's name as a screen shows it: the shop's own accounts (the drawer, FX positions, FX profit, commission
 * income, hawalas to assign, over/short) in the reader's words, since the server keeps sending their stored English
 * names (docs/decisions.md, Web and i18n); a staff account as the server names it.
 */
export function accountName(t: TFunction, code: string | null | undefined, name: string): string {
  const system = systemAccountOf(code);
  return system ? t(`accounts.systemAccount.${system.kind}`, { currency: system.currency }) : name;
}

/** `accountName` in the page's language, for components. */
export function useAccountName() {
  const { t } = useTranslation();
  return (code: string | null | undefined, name: string) => accountName(t, code, name);
}
