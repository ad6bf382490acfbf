import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardAccountCodes, type AccountBalanceRow, type dashboardMessages } from '@sarafi/core';
import { apiRequest, errorMessage } from '../../lib/api';

const { storageKey, defaults, max } = dashboardAccountCodes;

/** The stored list, or the default when nothing (or something unreadable) is stored. */
function readCodes(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? 'null');
    if (Array.isArray(parsed) && parsed.every((c) => typeof c === 'string')) return parsed.slice(0, max);
  } catch {
    // A hand-edited or corrupt entry falls back to the default.
  }
  return [...defaults];
}

export type CodeChange = { ok: true; codes: string[]; message: string } | { ok: false; message: string };

/** Which of core's messages (docs/architecture.md, Validation) a change says, with its code, for the catalogue to put in the user's language. */
type Note = { key: Exclude<keyof typeof dashboardMessages, `backup${string}`>; code?: string };
type Change = { ok: true; codes: string[]; note: Note } | { ok: false; note: Note };

/** docs/architecture.md, Validation, 'Dashboard account add': trimmed; empty, duplicate and more-than-4 are refused. */
export function addCode(codes: readonly string[], input: string): Change {
  const code = input.trim();
  if (!code) return { ok: false, note: { key: 'emptyCode' } };
  if (codes.includes(code)) return { ok: false, note: { key: 'duplicateCode' } };
  if (codes.length >= max) return { ok: false, note: { key: 'tooManyCodes' } };
  return { ok: true, codes: [...codes, code], note: { key: 'added', code } };
}

/** The last card stays (docs/architecture.md, Validation): at least one account must remain. */
export function removeCode(codes: readonly string[], code: string): Change {
  if (codes.length <= 1) return { ok: false, note: { key: 'lastCode' } };
  return { ok: true, codes: codes.filter((c) => c !== code), note: { key: 'removed', code } };
}

/** Whether an account has this code: the balances call answers at least one row for every account it finds. */
async function accountExists(code: string) {
  const rows = await apiRequest<AccountBalanceRow[]>('POST', '/api/account-balances', { accountCodes: [code] });
  return rows.some((row) => row.accountCode === code);
}

/**
 * The Balances card's account codes, kept in this browser's localStorage (docs/architecture.md, States and transitions). A code is added only when the
 * server knows an account with it (docs/decisions.md, Dashboard): an unknown code used to be 'added successfully' as an empty card.
 */
export function useAccountCodes() {
  const { t } = useTranslation();
  const [codes, setCodes] = useState<string[]>(readCodes);
  const apply = (change: Change): CodeChange => {
    const message = t(`dashboard.messages.${change.note.key}`, { code: change.note.code });
    if (!change.ok) return { ok: false, message };
    setCodes(change.codes);
    localStorage.setItem(storageKey, JSON.stringify(change.codes));
    return { ok: true, codes: change.codes, message };
  };
  return {
    codes,
    add: async (input: string): Promise<CodeChange> => {
      const change = addCode(codes, input);
      if (!change.ok) return apply(change);
      const code = input.trim();
      try {
        if (!(await accountExists(code))) return { ok: false, message: t('dashboard.balances.unknownCode', { code }) };
      } catch (error) {
        return { ok: false, message: errorMessage(error, t('dashboard.balances.checkFailed')) };
      }
      return apply(change);
    },
    remove: (code: string) => apply(removeCode(codes, code)),
  };
}
