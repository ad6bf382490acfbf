import { useTranslation } from 'react-i18next';
import { currencySymbol, formatAmount, type PartnerStatementCurrency } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { DateText } from '../../components/ui/date-text';
import { TableScroll } from '../../components/ui/table-scroll';
import { transTypeLabel } from '../../lib/trans-type-label';
import { useNarrativeText } from '../../lib/narrative-text';
import { ShopBalanceText } from '../balances/shop-balance-text';
import { amountCell, booksTable } from '../books/books-format';
import { Amount, RunningBalance } from '../statement/statement-cells';
import { ClosingInWords } from './closing-in-words';

/** One currency of a partner's statement: opening, every line, totals, and the closing in figures and in words. */
export function PartnerStatementTable({ block, partnerName }: { block: PartnerStatementCurrency; partnerName: string }) {
  const { t } = useTranslation();
  const narrativeText = useNarrativeText();
  const symbol = currencySymbol(block.currency);
  return (
    <Card className="space-y-3 p-0 print:break-inside-auto print:border-0 print:p-0 print:shadow-none" data-testid={`partner-statement-${block.currency}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2 px-4 pt-4 print:px-0 print:pt-2">
        <h2 className="text-lg font-semibold">{block.currency}</h2>
        <p className="flex items-baseline gap-2 text-sm">
          <span className="text-muted-foreground">{t('partners.statement.opening')}</span>
          <ShopBalanceText stored={block.opening} nature="liability" symbol={symbol} className="font-semibold" />
        </p>
      </div>
      {block.lines.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-muted-foreground">{t('partners.statement.empty')}</p>
      ) : (
        <TableScroll>
          <table className={`${booksTable} min-w-[44rem]`}>
            <thead className="bg-muted print:bg-transparent">
              <tr className="border-y border-border whitespace-nowrap">
                <th className="text-start">{t('partners.statement.date')}</th>
                <th className="text-start">{t('partners.statement.reference')}</th>
                <th className="w-full text-start">{t('partners.statement.description')}</th>
                <th className="text-end">{t('partners.statement.debit')}</th>
                <th className="text-end">{t('partners.statement.credit')}</th>
                <th className="text-end">{t('partners.statement.balance')}</th>
              </tr>
            </thead>
            <tbody>
              {block.lines.map((line, index) => (
                // Lines are ledger entries: nothing makes a transaction id unique among them.
                <tr key={`${line.transactionId}-${index}`} className="border-b border-border break-inside-avoid">
                  <td className="whitespace-nowrap">
                    <DateText iso={line.date} fallback="" />
                  </td>
                  <td className="whitespace-nowrap tabular-nums">
                    <bdi dir="ltr">{line.hawalaNo ?? `#${line.transactionId}`}</bdi>
                  </td>
                  <td className="break-words">
                    <span className="text-xs text-muted-foreground">{transTypeLabel(t, line.transType)}</span>
                    {line.narrative && (
                      <>
                        {' · '}
                        <bdi>{narrativeText(line.narrative)}</bdi>
                      </>
                    )}
                  </td>
                  <Amount value={line.debit} />
                  <Amount value={line.credit} />
                  <RunningBalance stored={line.balance} nature="liability" />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <td colSpan={3}>{t('partners.statement.totals')}</td>
                <td className={amountCell}>{formatAmount(block.totalDebit)}</td>
                <td className={amountCell}>{formatAmount(block.totalCredit)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </TableScroll>
      )}
      <div className="space-y-1 border-t border-border px-4 py-3 print:px-0">
        <p className="flex flex-wrap items-baseline justify-end gap-2 text-sm">
          <span className="text-muted-foreground">{t('partners.statement.closing')}</span>
          <ShopBalanceText stored={block.closing} nature="liability" symbol={symbol} className="font-semibold" />
        </p>
        <ClosingInWords stored={block.closing} currency={block.currency} partnerName={partnerName} />
      </div>
    </Card>
  );
}
