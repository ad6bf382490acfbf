import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api';

/** docs/architecture.md, Constants and limits: the default query GETs its key joined with '/'. */
const defaultQueryFn: QueryFunction = ({ queryKey }) => apiRequest('GET', queryKey.join('/'));

/** docs/architecture.md, Constants and limits: never stale by default, no refetch on focus, no polling, no retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { queryFn: defaultQueryFn, staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
    mutations: { retry: false },
  },
});
