import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatRate, toRate, type Currency, type RateHistoryResponse } from '@sarafi/core';
import { DateText } from '../../components/ui/date-text';
import { Dialog } from '../../components/ui/dialog';
import { TableScroll } from '../../components/ui/table-scroll';
import { LoadError, Spinner } from '../shell/status-pages';

export const rateHistoryKey = (currencyId: number) => ['/api/currencies', currencyId, 'rate-history'];

/** Board prices as the board writes them ('70.50'), the table rate as the currency card does ('0.93'). */
const formats = { buyRate: formatRate, sellRate: formatRate, exchangeRate: toRate } satisfies Record<string, (rate: string) => string>;
/** A dash where this kind of change had no such rate. */
const shown = (rate: string | null, format: (rate: string) => string) => (rate === null ? '—' : format(rate));

/**
 * Every change of a currency's rates, newest first: the board's buy and sell prices, and the table rate (units per
 * 1 USD) for the older table-rate changes, with who made each and when.
 */
export function RateHistoryDialog({ currency, onClose }: { currency: Currency; onClose: () => void }) {
  const { t } = useTranslation();
  // Fetched on every opening: another admin may have changed the board since.
  const { data, error, refetch } = useQuery<RateHistoryResponse>({ queryKey: rateHistoryKey(currency.id), staleTime: 0 });

  const body = () => {
    if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
    if (!data) return <Spinner />;
    if (!data.entries.length) return <p className="py-6 text-center text-sm text-muted-foreground">{t('fxDesk.history.empty')}</p>;
    return (
      <TableScroll>
        <table className="w-full text-sm whitespace-nowrap">
          <thead className="bg-muted">
            <tr>
              <th className="p-2 text-start">{t('fxDesk.history.when')}</th>
              <th className="p-2 text-end">{t('fxDesk.rates.buyRate')}</th>
              <th className="p-2 text-end">{t('fxDesk.rates.sellRate')}</th>
              <th className="p-2 text-end">{t('fxDesk.history.tableRate')}</th>
              <th className="p-2 text-start">{t('fxDesk.history.user')}</th>
            </tr>
          </thead>
          <tbody>
            {data.entries.map((entry) => (
              <tr key={entry.id} className="border-t border-border" data-testid="rate-history-row">
                <td className="p-2">
                  <DateText iso={entry.changedAt} withTime />
                </td>
                {(['buyRate', 'sellRate', 'exchangeRate'] as const).map((field) => (
                  <td key={field} className="p-2 text-end tabular-nums">
                    <span dir="ltr">{shown(entry[field], formats[field])}</span>
                  </td>
                ))}
                <td className="p-2">{entry.changedBy ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    );
  };

  return (
    <Dialog open wide onOpenChange={(open) => !open && onClose()} title={t('fxDesk.history.title', { code: currency.code })}>
      {body()}
    </Dialog>
  );
}
