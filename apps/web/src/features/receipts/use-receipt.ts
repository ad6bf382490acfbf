import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Receipt } from '@sarafi/core';
import { apiRequest } from '../../lib/api';
import { notify } from '../../components/ui/toaster';

/** The receipt record of one transaction (docs/architecture.md, Wire fields); a failure is also announced, as the Errors and messages section of docs/architecture.md asks. */
export function useReceipt(transactionId: number) {
  const { t } = useTranslation();
  const query = useQuery<Receipt>({
    queryKey: ['/api/transactions', transactionId, 'receipt'],
    queryFn: () => apiRequest<Receipt>('GET', `/api/transactions/${transactionId}/receipt`),
    enabled: Number.isInteger(transactionId) && transactionId > 0,
  });
  useEffect(() => {
    if (query.error) notify.error(t('receipts.loadFailed'));
  }, [query.error, t]);
  return query;
}
