import { systemAccountOf } from '@sarafi/core';
import { useAccountName } from '../accounts/use-account-name';
import { accountText } from './receipt-fields';

/**
 * An account as a receipt names it: the shop's own system accounts in words only ('Commission income (AFN)'), since
 * their codes are hidden from whoever may not see them and mean nothing to a customer; every other account by code and name.
 */
export function useAccountText() {
  const accountName = useAccountName();
  return (code: string | null, name: string | null) => (systemAccountOf(code) ? accountName(code, name ?? '') : accountText(code, name));
}
