import type { Account } from '@sarafi/core';
import type { ApiClient } from './api';

const made = new WeakMap<ApiClient, Promise<string>>();

/**
 * The hawala partner a journey's imported sheet comes from (docs/decisions.md, Hawala import): an e2e server starts
 * without demo data, so there is no account coded 2001 to default to. Opened once per session, in USD.
 */
export function importPartnerId(api: ApiClient): Promise<string> {
  let id = made.get(api);
  if (!id) {
    id = api.call<Account>('POST', '/api/accounts', { accountName: 'Import Partner', currencyId: 1, accountType: 'hawala_partner' }).then((account) => String(account.id));
    made.set(api, id);
  }
  return id;
}
