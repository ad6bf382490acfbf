import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  can,
  dashboardItem,
  grantsOf,
  menuFor,
  type AccountSearchItem,
  type SignedInUser,
  type Grants,
  type Hawala,
  type HawalaDetail,
  type Permission,
  type TransactionSearchRow,
} from '@sarafi/core';
import { apiRequest } from '../../lib/api';
import { transactionIdOf } from './transaction-id';

/** Each kind shows its first few: the palette finds, the screens themselves list. */
const perKind = 5;
const typingPauseMs = 200;

/** A hawala as the palette shows it: what the sender paid, in its currency, and what the receiver gets, in the payout's. */
export interface HawalaHit {
  number: string;
  sender: string;
  receiver: string;
  amount: string | null;
  /** Null when an imported hawala's sender code names no partner account: the currency is then unknown. */
  amountCurrency: string | null;
  payout: string | null;
  payoutCurrency: string;
  status: string;
}

/** One row of the palette, with where Enter takes the user. */
export type PaletteItem = { key: string; path: string } & (
  | { kind: 'transaction'; row: TransactionSearchRow }
  | { kind: 'account'; account: AccountSearchItem }
  | { kind: 'hawala'; direction: 'incoming' | 'outgoing'; hawala: HawalaHit }
  | { kind: 'screen'; label: string }
);

const incoming = (h: HawalaDetail): HawalaHit => ({
  number: h.hawalaNo,
  sender: h.senderName ?? '',
  receiver: h.receiverName ?? '',
  amount: h.amount,
  amountCurrency: h.amountCurrency,
  payout: h.rAmount,
  payoutCurrency: h.currency,
  status: h.hawalaStatus,
});
const outgoing = (h: Hawala): HawalaHit => ({
  number: h.hawalaNumber,
  sender: h.senderName,
  receiver: h.receiverName,
  amount: h.amount,
  amountCurrency: h.currency,
  payout: h.convertedAmount,
  payoutCurrency: h.convertedCurrency ?? h.currency,
  status: h.status,
});

/** One server search, asked only when the role may read its answer and there is text to look for. */
function useFound<T>(path: string, q: string, permission: Permission, grants: Grants, enabled = true) {
  return useQuery({
    queryKey: ['palette', path, q],
    queryFn: () => apiRequest<T[]>('GET', `${path}?${new URLSearchParams({ q, limit: String(perKind) })}`),
    enabled: enabled && q !== '' && can(grants, permission),
    staleTime: 10_000,
  });
}

/**
 * What the palette offers for a text: the transaction whose id it is, accounts (the one account search), imported
 * and sent hawalas (the one hawala search), and the screens of the user's menu whose names hold it. Server results
 * wait for a pause in typing, and only results for the text as typed now are offered, so a quick Enter never opens
 * what an earlier text found.
 */
export function usePaletteResults(text: string, user: SignedInUser) {
  const { t } = useTranslation();
  const [q, setQ] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), typingPauseMs);
    return () => clearTimeout(timer);
  }, [text]);
  const current = q === text.trim();

  const id = transactionIdOf(q);
  const transaction = useQuery({
    queryKey: ['palette', '/api/transactions', id],
    queryFn: () => apiRequest<TransactionSearchRow[]>('GET', `/api/transactions?${new URLSearchParams({ id: String(id), limit: '1' })}`),
    enabled: id !== null && can(grantsOf(user.permissions), 'search'),
    staleTime: 10_000,
  });
  const accounts = useFound<AccountSearchItem>('/api/accounts', q, 'accounts', grantsOf(user.permissions));
  const imported = useFound<HawalaDetail>('/api/hawala-details', q, 'dashboard', grantsOf(user.permissions));
  const sent = useFound<Hawala>('/api/hawala', q, 'hawala', grantsOf(user.permissions));

  const needle = text.trim().toLocaleLowerCase();
  const screens: PaletteItem[] = [dashboardItem, ...menuFor(user.role, grantsOf(user.permissions)).flatMap((section) => section.items)]
    .map((item) => ({ key: `screen-${item.key}`, kind: 'screen' as const, path: item.path, label: t(`menu.${item.key}`) }))
    .filter((item) => item.label.toLocaleLowerCase().includes(needle));

  const items: PaletteItem[] = current
    ? [
        ...(transaction.data ?? []).map((row) => ({ key: `transaction-${row.id}`, kind: 'transaction' as const, path: `/transactions/search?id=${row.id}`, row })),
        ...(accounts.data ?? []).map((account) => ({ key: `account-${account.id}`, kind: 'account' as const, path: `/accounts/view/${account.id}`, account })),
        ...(imported.data ?? []).map((h) => ({
          key: `incoming-${h.id}`,
          kind: 'hawala' as const,
          direction: 'incoming' as const,
          path: `/transactions/pass-hawala?${new URLSearchParams({ q: h.hawalaNo })}`,
          hawala: incoming(h),
        })),
        ...(sent.data ?? []).map((h) => ({
          key: `outgoing-${h.id}`,
          kind: 'hawala' as const,
          direction: 'outgoing' as const,
          path: `/transactions/pass-hawala?${new URLSearchParams({ tab: 'outgoing', q: h.hawalaNumber })}`,
          hawala: outgoing(h),
        })),
        ...screens,
      ]
    : screens;
  const searching = !current || [transaction, accounts, imported, sent].some((query) => query.isFetching);
  return { items, searching };
}
