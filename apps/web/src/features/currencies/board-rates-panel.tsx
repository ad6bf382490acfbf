import { useTranslation } from 'react-i18next';
import { formatRate, type Currency } from '@sarafi/core';

interface BoardRatesPanelProps {
  currency: Currency;
  /** The shop's base currency; unknown while it loads, when the line naming it waits. */
  baseCode?: string;
}

/** A currency's board prices (docs/decisions.md, Exchange desk): what the shop pays and asks for one unit, in base currency. */
export function BoardRatesPanel({ currency, baseCode }: BoardRatesPanelProps) {
  const { t } = useTranslation();
  const rates = [
    { key: 'buy', label: t('fxDesk.rates.buy'), value: currency.buyRate },
    { key: 'sell', label: t('fxDesk.rates.sell'), value: currency.sellRate },
  ];
  return (
    <div className="mt-3 rounded-md bg-muted/50 p-2" data-testid="board-rates">
      <dl className="grid grid-cols-2 gap-2">
        {rates.map(({ key, label, value }) => (
          <div key={key}>
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-base font-semibold tabular-nums" data-testid={`${key}-rate`}>
              <span dir="ltr">{formatRate(value)}</span>
            </dd>
          </div>
        ))}
      </dl>
      {baseCode && (
        <p className="mt-1 text-xs text-muted-foreground">
          {currency.code === baseCode ? t('fxDesk.rates.isBase') : t('fxDesk.rates.per', { base: baseCode, code: currency.code })}
        </p>
      )}
    </div>
  );
}
