import { useTranslation } from 'react-i18next';
import type { CommissionPreview } from '@sarafi/core';
import { DateText } from '../../components/ui/date-text';
import { MoneyText } from '../../components/ui/money-text';
import { TableScroll } from '../../components/ui/table-scroll';
import { amountCell, booksTable } from '../books/books-format';
import { cn } from '../../lib/cn';

/** Columns a phone leaves out: the number, the amount and the commission fit its width. */
const wide = 'hidden sm:table-cell';

/**
 * Each hawala a run would charge for and its commission, then the totals per currency the run would post. The amounts
 * come right after the number; a phone shows just those three columns, so the commission is never scrolled off.
 */
export function CommissionPreviewTable({ preview }: { preview: CommissionPreview }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3" data-testid="commission-preview">
      <TableScroll className="rounded-md border border-border">
        <table className={cn(booksTable, 'sm:min-w-[44rem]')}>
          <caption className="sr-only">{t('commission.run.previewCaption')}</caption>
          <thead className="bg-muted">
            <tr className="border-b border-border whitespace-nowrap">
              <th className="text-start">{t('commission.run.hawalaNo')}</th>
              <th className="text-end">{t('commission.run.amount')}</th>
              <th className="text-end">{t('commission.run.commission')}</th>
              <th className={cn('text-start', wide)}>{t('commission.run.paidOn')}</th>
              <th className={cn('text-start', wide)}>{t('commission.run.sender')}</th>
              <th className={cn('text-start', wide)}>{t('commission.run.receiver')}</th>
            </tr>
          </thead>
          <tbody>
            {preview.items.map((item) => (
              <tr key={item.hawalaId} className="border-b border-border">
                <td className="whitespace-nowrap">
                  <bdi>{item.hawalaNo}</bdi>
                </td>
                <td className={amountCell}>
                  <MoneyText amount={item.amount} symbol={item.currencyCode} />
                </td>
                <td className={amountCell}>
                  <MoneyText amount={item.commission} symbol={item.currencyCode} />
                </td>
                <td className={cn('whitespace-nowrap', wide)}>
                  <DateText iso={item.paidOn} />
                </td>
                <td className={wide}>
                  <bdi>{item.senderName}</bdi>
                </td>
                <td className={wide}>
                  <bdi>{item.receiverName}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {preview.totals.map((total) => (
              <tr key={total.currencyId} className="font-semibold" data-testid={`commission-total-${total.currencyCode}`}>
                <td className="sm:whitespace-nowrap">{t('commission.run.totalOf', { currency: total.currencyCode, count: total.count })}</td>
                <td className={amountCell}>
                  <MoneyText amount={total.amount} symbol={total.currencyCode} />
                </td>
                <td className={amountCell}>
                  <MoneyText amount={total.commission} symbol={total.currencyCode} />
                </td>
                <td colSpan={3} className={wide} />
              </tr>
            ))}
          </tfoot>
        </table>
      </TableScroll>
    </div>
  );
}
