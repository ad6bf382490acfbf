import { useTranslation } from 'react-i18next';
import { Badge, Card } from '../../components/ui/card';
import { DateText } from '../../components/ui/date-text';
import { cn } from '../../lib/cn';
import { LoadError } from '../shell/status-pages';
import { booksTable } from './books-format';
import { useDayCloses } from './books-queries';
import { statusVariant } from './day-close-report';

/** Every count ever submitted, newest first; choosing a row opens that day. */
export function DayCloseHistory({ onOpen }: { onOpen: (date: string) => void }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useDayCloses();
  return (
    <Card className="space-y-3 p-0 print:hidden" data-testid="day-close-history">
      <h2 className="px-4 pt-4 text-lg font-semibold">{t('books.dayClose.history')}</h2>
      {error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : !data || data.length === 0 ? (
        <p className="px-4 pb-4 text-sm text-muted-foreground">{t('books.dayClose.noHistory')}</p>
      ) : (
        <div className="max-h-96 overflow-auto">
          <table className={cn(booksTable, 'min-w-[36rem]')}>
            <thead className="sticky top-0 bg-muted">
              <tr className="border-y border-border whitespace-nowrap">
                <th className="text-start">{t('books.date')}</th>
                <th className="text-start">{t('books.dayClose.statusLabel')}</th>
                <th className="text-start">{t('books.dayClose.countedBy')}</th>
                <th className="text-start">{t('books.dayClose.approvedBy')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((close) => (
                <tr key={close.id} className="border-b border-border">
                  <td>
                    <button type="button" className="text-primary underline-offset-2 hover:underline" onClick={() => onOpen(close.date)}>
                      <DateText iso={close.date} />
                    </button>
                  </td>
                  <td>
                    <Badge variant={statusVariant[close.status]}>{t(`books.dayClose.status.${close.status}`)}</Badge>
                  </td>
                  <td>
                    <bdi>{close.countedBy}</bdi>
                  </td>
                  <td>
                    <bdi>{close.approvedBy ?? ''}</bdi>
                    {close.selfApproved && (
                      <Badge variant="warning" className="ms-2">
                        {t('books.dayClose.selfApproved')}
                      </Badge>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
