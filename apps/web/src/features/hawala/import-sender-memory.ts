import { accountListItem, isPartnerAccountType, type AccountListItem } from '@sarafi/core';

const storageKey = 'sarafi.hawalaImport.sender';

/**
 * The partner the last sheet came from, kept in this browser only (docs/decisions.md, Hawala import): most sheets
 * come from the same partner, and the server checks the choice again on every preview and import.
 */
export function rememberedSender(): AccountListItem | null {
  try {
    const parsed = accountListItem.safeParse(JSON.parse(localStorage.getItem(storageKey) ?? 'null'));
    return parsed.success && isPartnerAccountType(parsed.data.accountType) ? parsed.data : null;
  } catch {
    return null;
  }
}

export function rememberSender(sender: AccountListItem | null) {
  try {
    if (sender) localStorage.setItem(storageKey, JSON.stringify(sender));
    else localStorage.removeItem(storageKey);
  } catch {
    // A browser that keeps nothing (private mode, full storage) only loses the convenience.
  }
}
