/** The name fields an account's display name is made of. */
export interface AccountNameParts {
  accountName: string;
  lastName?: string | null;
}

/**
 * How an account is named wherever people read it (receipts, lists, pickers, statements, exports, the palette): the
 * first name as stored (`accountName`, which may hold middle names, or a company's name) then the last name:
 * 'Ahmad Wali Popal', never 'Ahmad Wali' alone. The father's name is not part of it; the screens that show it
 * (the account details, the accounts list's detail strip) show it as a field of its own.
 */
export function accountDisplayName({ accountName, lastName }: AccountNameParts): string {
  return [accountName, lastName ?? '']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
