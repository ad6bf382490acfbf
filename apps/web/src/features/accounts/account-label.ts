import { accountDisplayName, type AccountListItem } from '@sarafi/core';
import type { SearchType } from '../transactions/search-type';

/**
 * A picked account in one line, in the order the clerk searches by: '1001 - Ahmad Wali Popal' or the name first.
 * `name` replaces the stored one where a screen names one of the shop's own accounts in the reader's words (use-account-name.ts).
 */
export const accountLabel = (account: AccountListItem, searchType: SearchType = 'code', name = accountDisplayName(account)) =>
  searchType === 'code' ? `${account.accountCode} - ${name}` : `${name} - ${account.accountCode}`;
