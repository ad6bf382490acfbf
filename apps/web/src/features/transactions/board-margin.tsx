import { useTranslation } from 'react-i18next';
import { Money } from '@sarafi/core';
import { MoneyText } from '../../components/ui/money-text';
import { cn } from '../../lib/cn';
import { useCurrencies } from '../currencies/use-currencies';
import { useExchangeDesk } from '../fx-desk/use-exchange-desk';
import { exchangeMargin } from './board-deal';
import type { ExchangeDraft } from './drafts';

interface BoardMarginProps {
  draft: ExchangeDraft;
  codeOf: (currencyId: number | null) => string | undefined;
}

const tone = (margin: string) => {
  const value = new Money(margin);
  if (value.gt(0)) return 'text-green-700';
  return value.lt(0) ? 'text-red-700' : 'text-muted-foreground';
};

/**
 * Under the Exchange rate box (docs/decisions.md, Exchange desk): what the deal earns against the board in base currency, updated as the
 * clerk types; the board's rate itself is named by the rate assist above it. Text only, so the Tab order stays the form's own.
 */
export function BoardMargin({ draft, codeOf }: BoardMarginProps) {
  const { t } = useTranslation();
  const { data: currencies } = useCurrencies();
  const { data: desk } = useExchangeDesk();
  const margin = exchangeMargin(draft, codeOf, currencies);
  if (margin === null || !desk) return null;
  return (
    <div className="space-y-0.5 border-t border-border pt-2 text-xs" data-testid="board-margin">
      <div aria-live="polite" className={cn('font-medium', tone(margin))} data-testid="margin">
        <p>{t('fxDesk.form.margin')}</p>
        <p className="text-sm font-semibold whitespace-nowrap">
          <MoneyText amount={margin} symbol={desk.baseCurrencyCode} />
        </p>
      </div>
    </div>
  );
}
