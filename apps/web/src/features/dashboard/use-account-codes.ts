import { useState } from 'react';
import { dashboardAccountCodes, dashboardMessages } from '@sarafi/core';

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

/** The Balances card's account codes, kept in this browser's localStorage (SPEC §4). */
export function useAccountCodes() {
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
    add: (input: string) => apply(addCode(codes, input)),
    remove: (code: string) => apply(removeCode(codes, code)),
  };
}
