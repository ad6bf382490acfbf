import { useTranslation } from 'react-i18next';
import { currencySymbol, formatAmount, type AccountNature, type Statement } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { DateText } from '../../components/ui/date-text';
import { ShopBalanceText } from '../balances/shop-balance-text';
import { ReprintButton } from '../receipts/reprint-button';
import { TableScroll } from '../../components/ui/table-scroll';
import { amountCell } from '../books/books-format';
import { Amount, DealWords, RunningBalance } from './statement-cells';
import { transTypeLabel } from '../../lib/trans-type-label';
import { useNarrativeText } from '../../lib/narrative-text';

type StatementCurrency = Statement['currencies'][number];

/** Cells line up with the card's own padding at both ends, and sit closer on paper so more lines fit a page. */
const table =
  'w-full min-w-[44rem] text-sm print:min-w-0 print:text-xs [&_td]:p-2 [&_th]:p-2 print:[&_td]:py-1 print:[&_th]:py-1 [&_tr>*:first-child]:ps-4 [&_tr>*:last-child]:pe-4 print:[&_tr>*:first-child]:ps-0 print:[&_tr>*:last-child]:pe-0';
function Balance({ label, amount, code, nature }: { label: string; amount: string; code: string; nature: AccountNature }) {
  return (
    <p className="flex items-baseline justify-between gap-3 text-sm sm:justify-start">
      <span className="text-muted-foreground">{label}</span>
      <ShopBalanceText stored={amount} nature={nature} symbol={currencySymbol(code)} className="font-semibold" />
    </p>
  );
}

/**
 * One currency of the statement. Every line is rendered as a plain row, with no virtual scrolling, so the printed
 * statement holds them all; a few thousand rows of text cells still render in well under a second.
 */
export function StatementCurrencyCard({ block, nature }: { block: StatementCurrency; nature: AccountNature }) {
  const { t } = useTranslation();
  const narrativeText = useNarrativeText();
  return (
    <Card className="space-y-3 p-0 print:break-inside-auto print:border-0 print:shadow-none" data-testid={`statement-${block.currency}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2 px-4 pt-4 print:px-0">
        <h2 className="text-lg font-semibold">{block.currency}</h2>
        <Balance label={t('statement.opening')} amount={block.opening} code={block.currency} nature={nature} />
      </div>
      {block.lines.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-muted-foreground">{t('statement.empty')}</p>
      ) : (
        <TableScroll>
          <table className={table}>
            <thead className="bg-muted print:bg-transparent">
              <tr className="border-y border-border whitespace-nowrap">
                <th className="text-start">{t('statement.date')}</th>
                <th className="text-start">{t('statement.transactionId')}</th>
                <th className="text-start">{t('statement.type')}</th>
                {/* The narrative takes the width the other, unwrapped columns leave. */}
                <th className="w-full text-start">{t('statement.narrative')}</th>
                <th className="text-end">{t('statement.debit')}</th>
                <th className="text-end">{t('statement.credit')}</th>
                <th className="text-end">{t('statement.balance')}</th>
              </tr>
            </thead>
            <tbody>
              {block.lines.map((line, index) => (
                // Lines are ledger entries, not transactions: nothing makes a transaction id unique among them.
                <tr key={`${line.transactionId}-${index}`} className="border-b border-border break-inside-avoid">
                  <td className="whitespace-nowrap">
                    <DateText iso={line.date} fallback="" />
                  </td>
                  <td className="whitespace-nowrap tabular-nums">
                    {line.transactionId}
                    <span className="print:hidden">
                      <ReprintButton transactionId={line.transactionId} />
                    </span>
                  </td>
                  <td>{transTypeLabel(t, line.transType)}</td>
                  <td className="break-words">
                    {narrativeText(line.narrative)}
                    {line.deal && <DealWords deal={line.deal} />}
                  </td>
                  <Amount value={line.debit} />
                  <Amount value={line.credit} />
                  <RunningBalance stored={line.balance} nature={nature} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <td colSpan={4}>
                  {t('statement.totals')}
                </td>
                <td className={amountCell}>{formatAmount(block.totalDebit)}</td>
                <td className={amountCell}>{formatAmount(block.totalCredit)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </TableScroll>
      )}
      <div className="flex justify-end border-t border-border px-4 py-3 print:px-0">
        <Balance label={t('statement.closing')} amount={block.closing} code={block.currency} nature={nature} />
      </div>
    </Card>
  );
}
