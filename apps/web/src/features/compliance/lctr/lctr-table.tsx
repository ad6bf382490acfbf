import { useTranslation } from 'react-i18next';
import { formatRate, formatSolarHijri, type LctrReport } from '@sarafi/core';
import { MoneyText } from '../../../components/ui/money-text';
import { TableScroll } from '../../../components/ui/table-scroll';
import { cn } from '../../../lib/cn';
import { transTypeLabel } from '../../../lib/trans-type-label';
import { amountCell, booksTable } from '../../books/books-format';

/** The report's lines as filed: both calendars' dates, the customer and their ID, the cash, its AFN equivalent and who posted it. */
export function LctrTable({ report }: { report: LctrReport }) {
  const { t } = useTranslation();
  const idType = (type: string | null) => (type ? t(`accounts.kyc.idTypes.${type}`, { defaultValue: type }) : '');
  return (
    <TableScroll>
      <table className={cn(booksTable, 'min-w-[72rem]')} data-testid="lctr-table">
        <thead className="bg-muted print:bg-transparent">
          <tr className="border-y border-border">
            <th className="text-start">{t('compliance.lctr.date')}</th>
            <th className="text-start">{t('compliance.lctr.solarHijriDate')}</th>
            <th className="text-start">{t('compliance.lctr.transaction')}</th>
            <th className="text-start">{t('compliance.lctr.rule')}</th>
            <th className="text-start">{t('compliance.lctr.customer')}</th>
            <th className="text-start">{t('compliance.lctr.fatherName')}</th>
            <th className="text-start">{t('compliance.lctr.id')}</th>
            <th className="text-end">{t('compliance.lctr.amount')}</th>
            <th className="text-end">{t('compliance.lctr.midRate')}</th>
            <th className="text-end">{t('compliance.lctr.afnEquivalent')}</th>
            <th className="text-start">{t('compliance.lctr.counterpart')}</th>
            <th className="text-start">{t('compliance.lctr.user')}</th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={`${row.flagId}-${row.transactionId}`} className="border-b border-border break-inside-avoid" data-transaction={row.transactionId}>
              <td className="whitespace-nowrap" dir="ltr">{row.transDate}</td>
              <td className="whitespace-nowrap" dir="ltr">{formatSolarHijri(row.transDate)}</td>
              <td className="whitespace-nowrap">
                <span dir="ltr">#{row.transactionId}</span> {transTypeLabel(t, row.transType)}
              </td>
              <td>
                {row.rule === 'above' ? t('compliance.lctr.above') : t('compliance.lctr.twoDays', { id: row.linkedTransactionId })}
              </td>
              <td>{row.customerName}</td>
              <td>{row.fatherName ?? ''}</td>
              <td>
                {idType(row.idType)} <span dir="ltr">{row.idNumber ?? ''}</span>
              </td>
              <td className={amountCell}>
                <MoneyText amount={row.amount} symbol={row.currencyCode} />
              </td>
              <td className={amountCell}>{formatRate(row.midRate)}</td>
              <td className={amountCell}>
                <MoneyText amount={row.afnEquivalent} symbol="AFN" />
              </td>
              <td>{row.counterpart ?? t('compliance.lctr.shopCash')}</td>
              <td>{row.user}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
