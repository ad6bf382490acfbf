import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { IdExpiryList } from '@sarafi/core';
import { apiRequest } from '../../../lib/api';
import { Badge, Card, PageHeader } from '../../../components/ui/card';
import { DateText } from '../../../components/ui/date-text';
import { TableScroll } from '../../../components/ui/table-scroll';
import { booksTable } from '../../books/books-format';
import { LoadError, Spinner } from '../../shell/status-pages';

/**
 * IDs expired or expiring within 30 days of the shop's day (docs/decisions.md, Compliance: know your customer): the
 * compliance officer's list of holders to ask for a renewed document, soonest first.
 */
export function IdExpiryPage() {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: ['/api/compliance/id-expiry'], queryFn: () => apiRequest<IdExpiryList>('GET', '/api/compliance/id-expiry') });
  return (
    <div className="space-y-4">
      <PageHeader title={t('idExpiry.title')} subtitle={t('idExpiry.subtitle')} />
      <Card className="p-0">
        {list.isLoading ? (
          <Spinner label={t('idExpiry.loading')} />
        ) : list.error || !list.data ? (
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <p className="p-4 text-sm text-muted-foreground">{t('idExpiry.none')}</p>
        ) : (
          <TableScroll>
            <table className={booksTable} data-testid="id-expiry-list">
              <thead className="bg-muted">
                <tr className="border-y border-border">
                  <th className="text-start">{t('idExpiry.account')}</th>
                  <th className="text-start">{t('accounts.kyc.idType')}</th>
                  <th className="text-start">{t('accounts.kyc.idNumber')}</th>
                  <th className="text-start">{t('accounts.kyc.idExpiryDate')}</th>
                  <th className="text-start">{t('idExpiry.state')}</th>
                  <th className="text-start">{t('accounts.phone')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((item) => (
                  <tr key={item.accountId} className="border-b border-border">
                    <td>
                      <Link to={`/accounts/view/${item.accountId}`} className="text-primary underline-offset-2 hover:underline">
                        <span dir="ltr">{item.accountCode}</span> {[item.accountName, item.lastName].filter(Boolean).join(' ')}
                      </Link>
                    </td>
                    <td>{item.idType ? t(`accounts.kyc.idTypes.${item.idType}`) : '—'}</td>
                    <td dir="ltr" className="text-start">
                      {item.idNumber ?? '—'}
                    </td>
                    <td className="whitespace-nowrap">
                      <DateText iso={item.idExpiryDate} />
                    </td>
                    <td className="whitespace-nowrap">
                      {item.expired ? (
                        <Badge className="bg-red-100 text-red-800">{t('idExpiry.expiredDays', { count: -item.daysLeft })}</Badge>
                      ) : (
                        <Badge className="bg-amber-100 text-amber-900">{item.daysLeft === 0 ? t('idExpiry.expiresToday') : t('idExpiry.expiresIn', { count: item.daysLeft })}</Badge>
                      )}
                    </td>
                    <td dir="ltr" className="text-start">
                      {item.phone ?? '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </Card>
    </div>
  );
}
