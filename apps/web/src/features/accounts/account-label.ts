import { accountDisplayName, type AccountListItem } from '@sarafi/core';
import type { SearchType } from '../transactions/search-type';

/** A picked account in one line, in the order the clerk searches by: '1001 - Ahmad Wali Popal' or the name first. */
export const accountLabel = (account: AccountListItem, searchType: SearchType = 'code') => {
  const name = accountDisplayName(account);
  return searchType === 'code' ? `${account.accountCode} - ${name}` : `${name} - ${account.accountCode}`;
};

