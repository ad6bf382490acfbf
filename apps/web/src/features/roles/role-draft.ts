import { amountInputValue, formatAmount, type Currency, type RolesResponse } from '@sarafi/core';

type Policy = RolesResponse['roles'][number];

/** A role as its card edits it: grants ticked, the flag, and each currency's two limit boxes as typed. */
export interface RoleDraft {
  permissions: ReadonlySet<string>;
  changesNeedApproval: boolean;
  limits: Record<number, { alone: string; atAll: string }>;
}

/** The box's text for a stored limit: grouped, blank for none. */
const shown = (limit: string | null) => (limit === null ? '' : formatAmount(limit));

/** The card's starting point: the stored role, a box per listed currency (blank where no limit is stored). */
export function draftOf(policy: Policy, currencies: readonly Currency[]): RoleDraft {
  const limits: RoleDraft['limits'] = {};
  for (const { id } of currencies) limits[id] = { alone: '', atAll: '' };
  for (const { currencyId, alone, atAll } of policy.limits) limits[currencyId] = { alone: shown(alone), atAll: shown(atAll) };
  return { permissions: new Set(policy.permissions), changesNeedApproval: policy.changesNeedApproval, limits };
}

/** The PUT body's one role, the boxes as typed (blank: no limit); the shared schema then checks them as the server does. */
export function bodyOf(role: Policy['role'], draft: RoleDraft) {
  const value = (text: string) => (text.trim() ? amountInputValue(text) : null);
  return {
    roles: [
      {
        role,
        permissions: [...draft.permissions],
        changesNeedApproval: draft.changesNeedApproval,
        limits: Object.entries(draft.limits).map(([id, { alone, atAll }]) => ({ currencyId: Number(id), alone: value(alone), atAll: value(atAll) })),
      },
    ],
  };
}

/** The currencies a card lists: the active ones, and any other that already carries a limit of this role. */
export function listedCurrencies(policy: Policy, currencies: readonly Currency[]): Currency[] {
  const limited = new Set(policy.limits.map((l) => l.currencyId));
  return currencies.filter((c) => c.isActive || limited.has(c.id));
}
