import { useEffect, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AccountListItem } from '@sarafi/core';
import { ApiError } from '../../lib/api';
import { accountsKey, accountsStaleTime } from './account-queries';

const pageSize = 50;

interface Page {
  items: AccountListItem[];
  total: number;
  capped: boolean;
  offset: number;
}

async function fetchPage(q: string, offset: number): Promise<Page> {
  const params = new URLSearchParams({ limit: String(pageSize), offset: String(offset) });
  if (q) params.set('q', q);
  const response = await fetch(`/api/accounts?${params}`, { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, await response.text());
  return {
    items: (await response.json()) as AccountListItem[],
    total: Number(response.headers.get('X-Total-Count') ?? 0),
    capped: response.headers.get('X-Total-Count-Capped') === 'true',
    offset,
  };
}

/** The edit list's search runs on the server, a page at a time, after the user pauses typing. */
export function useAccountSearch(text: string) {
  const [q, setQ] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const query = useInfiniteQuery({
    queryKey: [...accountsKey, 'search', q],
    queryFn: ({ pageParam }) => fetchPage(q, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.items.length === pageSize ? last.offset + pageSize : undefined),
    staleTime: accountsStaleTime,
  });
  const first = query.data?.pages[0];
  return { ...query, q, accounts: query.data?.pages.flatMap((p) => p.items) ?? [], total: first?.total ?? 0, capped: first?.capped ?? false };
}
