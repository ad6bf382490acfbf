import { useTranslation } from 'react-i18next';
import { systemAccountOf } from '@sarafi/core';
import { accountText } from './receipt-fields';

/**
 * An account as a receipt names it: the shop's own system accounts in words ('Commission income (AFN)'), since their
 * codes are hidden from whoever may not see them and mean nothing to a customer; every other account by code and name.
 */
export function useAccountText() {
  const { t } = useTranslation();
  return (code: string | null, name: string | null) => {
    const system = systemAccountOf(code);
    return system ? t(`receipts.systemAccount.${system.kind}`, { currency: system.currency }) : accountText(code, name);
  };
}
