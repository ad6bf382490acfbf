import { useTranslation } from 'react-i18next';
import { Money, rateDeviation, tableRate } from '@sarafi/core';
import { useCurrencies } from '../currencies/use-currencies';

/** Looks up the currency table's rate for a pair of codes in the one rate convention; null while unknown. */
function useRateTable() {
  const { data } = useCurrencies();
  return (from: string | undefined, to: string | undefined): string | null => {
    const [a, b] = [data?.find((c) => c.code === from), data?.find((c) => c.code === to)];
    return a && b ? tableRate(a, b) : null;
  };
}

/** 'AFN → USD' kept left to right inside Dari and Pashto sentences, so the arrow never points the wrong way. */
export const currencyPair = (from: string, to: string) => `\u2066${from} → ${to}\u2069`;

const sameRate = (typed: string, table: string) => {
  try {
    return new Money(typed.trim()).eq(table);
  } catch {
    return false;
  }
};

interface RateAssistProps {
  from: string | undefined;
  to: string | undefined;
  rate: string;
  onUse: (rate: string) => void;
  /**
   * The rate the form proposed in the table's place (Exchange proposes the board's, docs/decisions.md, Exchange desk): while the box holds
   * it, the table's rate is not offered over it, so the proposal adds no button to the Tab order.
   */
  proposed?: string | null;
}

/**
 * Under a rate box on Exchange and Hawala: the table's rate for the pair with a button to take it, and a warning
 * (never a refusal: the table lags the market) when the typed rate is more than 10 % away from it.
 */
export function RateAssist({ from, to, rate, onUse, proposed }: RateAssistProps) {
  const { t } = useTranslation();
  const table = useRateTable()(from, to);
  if (!table || !from || !to || from === to) return null;
  const deviation = rate.trim() ? rateDeviation(rate.trim(), table) : null;
  return (
    <div className="space-y-1 text-xs" data-testid="rate-assist">
      <p className="flex flex-wrap items-center gap-x-2 text-muted-foreground">
        <span>{t('rates.table', { pair: currencyPair(from, to), rate: table })}</span>
        {!sameRate(rate, table) && !(proposed && sameRate(rate, proposed)) && (
          <button type="button" className="font-medium text-primary underline underline-offset-2" onClick={() => onUse(table)}>
            {t('rates.useTable')}
          </button>
        )}
      </p>
      {deviation && (
        <p role="status" className="font-medium text-amber-700">
          {t('rates.farFromTable', { percent: deviation.mul(100).toFixed(0), rate: table })}
        </p>
      )}
    </div>
  );
}
