import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardAccountCodes, dashboardMessages, type AccountBalanceRow } from '@sarafi/core';
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

/** SPEC §5 'Dashboard account add': trimmed; empty, duplicate and more-than-4 are refused. */
export function addCode(codes: readonly string[], input: string): CodeChange {
  const code = input.trim();
  if (!code) return { ok: false, message: dashboardMessages.emptyCode };
  if (codes.includes(code)) return { ok: false, message: dashboardMessages.duplicateCode };
  if (codes.length >= max) return { ok: false, message: dashboardMessages.tooManyCodes };
  return { ok: true, codes: [...codes, code], message: dashboardMessages.added(code) };
}

/** The last card stays (SPEC §5): at least one account must remain. */
export function removeCode(codes: readonly string[], code: string): CodeChange {
  if (codes.length <= 1) return { ok: false, message: dashboardMessages.lastCode };
  return { ok: true, codes: codes.filter((c) => c !== code), message: dashboardMessages.removed(code) };
}

/** Whether an account has this code: the balances call answers at least one row for every account it finds. */
async function accountExists(code: string) {
  const rows = await apiRequest<AccountBalanceRow[]>('POST', '/api/account-balances', { accountCodes: [code] });
  return rows.some((row) => row.accountCode === code);
}

/**
 * The Balances card's account codes, kept in this browser's localStorage (SPEC §4). A code is added only when the
 * server knows an account with it (issue 18): an unknown code used to be 'added successfully' as an empty card.
 */
export function useAccountCodes() {
  const { t } = useTranslation();
  const [codes, setCodes] = useState<string[]>(readCodes);
  const apply = (change: CodeChange) => {
    if (change.ok) {
      setCodes(change.codes);
      localStorage.setItem(storageKey, JSON.stringify(change.codes));
    }
    return change;
  };
  return {
    codes,
    add: async (input: string): Promise<CodeChange> => {
      const change = addCode(codes, input);
      if (!change.ok) return change;
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
