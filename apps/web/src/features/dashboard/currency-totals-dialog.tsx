import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Coins } from 'lucide-react';
import type { HawalaSummary } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { MoneyText } from '../../components/ui/money-text';

interface TotalsTableProps {
  caption: string;
  testId: string;
  /** Column key → heading, in screen order. */
  columns: [string, string][];
  /** Currency → column key → amount; a missing cell shows a dash. */
  cells: Map<string, Map<string, string>>;
}

function TotalsTable({ caption, testId, columns, cells }: TotalsTableProps) {
  const { t } = useTranslation();
  const currencies = [...cells.keys()].sort();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid={testId}>
        <caption className="mb-2 text-start font-medium">{caption}</caption>
        <thead>
          <tr className="border-b border-border text-muted-foreground">
            <th scope="col" className="py-1 text-start font-medium">
              {t('dashboard.summary.currency')}
            </th>
            {columns.map(([key, heading]) => (
              <th key={key} scope="col" className="py-1 ps-4 text-end font-medium">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {currencies.length === 0 && (
            <tr>
              <td colSpan={columns.length + 1} className="py-3 text-center text-muted-foreground">
                {t('dashboard.noData')}
              </td>
            </tr>
          )}
          {currencies.map((currency) => (
            <tr key={currency} className="border-b border-border/60" data-currency={currency}>
              <th scope="row" className="py-1.5 text-start font-medium">
                {currency}
              </th>
              {columns.map(([key]) => {
                const amount = cells.get(currency)?.get(key);
                return (
                  <td key={key} className="py-1.5 ps-4 text-end whitespace-nowrap">
                    {amount ? <MoneyText amount={amount} symbol={currency} /> : t('dashboard.summary.none')}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Line = { currency: string; amount: string };

/** Currency → column → amount, from each column's per-currency lines. */
function cellsOf(columns: [string, Line[]][]) {
  const cells = new Map<string, Map<string, string>>();
  for (const [column, lines] of columns) {
    for (const line of lines) cells.set(line.currency, (cells.get(line.currency) ?? new Map<string, string>()).set(column, line.amount));
  }
  return cells;
}

/**
 * The per-currency totals (docs/architecture.md, Screens, Dashboard) of the period, one click away: every currency × stage for the imported hawalas,
 * and for the hawalas we sent.
 */
export function CurrencyTotalsButton({ summary }: { summary: HawalaSummary | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const incomingKeys = ['total', 'pending', 'passed', 'cancelled'] as const;
  const outgoingKeys = ['total', 'sent', 'paid', 'cancelled'] as const;
  const incoming = cellsOf(incomingKeys.map((key) => [key, (summary?.cards[key].byCurrency ?? []).map((c) => ({ currency: c.currency, amount: c.total }))]));
  const outgoing = cellsOf(outgoingKeys.map((key) => [key, summary?.outgoing[key].byCurrency ?? []]));
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} disabled={!summary}>
        <Coins className="h-4 w-4" aria-hidden />
        {t('dashboard.summary.byCurrency')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t('dashboard.summary.byCurrency')} wide>
        <div className="space-y-6">
          <TotalsTable
            caption={t('dashboard.summary.incoming')}
            testId="currency-totals"
            columns={incomingKeys.map((key) => [key, t(`dashboard.summary.${key}`)])}
            cells={incoming}
          />
          <TotalsTable
            caption={t('dashboard.summary.outgoing')}
            testId="currency-totals-outgoing"
            columns={outgoingKeys.map((key) => [key, t(`dashboard.summary.${key}`)])}
            cells={outgoing}
          />
        </div>
        <div className="mt-4 flex justify-end">
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('common.close')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
