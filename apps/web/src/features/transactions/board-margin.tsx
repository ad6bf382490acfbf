import { useTranslation } from 'react-i18next';
import { Money } from '@sarafi/core';
import { MoneyText } from '../../components/ui/money-text';
import { cn } from '../../lib/cn';
import { useCurrencies } from '../currencies/use-currencies';
import { useExchangeDesk } from '../fx-desk/use-exchange-desk';
import { boardRateFor, exchangeMargin } from './board-deal';
import type { ExchangeDraft } from './drafts';
import { currencyPair } from './rate-assist';

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
 * Under the Exchange rate box (docs/decisions.md, Exchange desk): the board's rate for the deal's direction and what the deal earns against
 * it in base currency, updated as the clerk types. Text only, so the Tab order stays the form's own.
 */
export function BoardMargin({ draft, codeOf }: BoardMarginProps) {
  const { t } = useTranslation();
  const { data: currencies } = useCurrencies();
  const { data: desk } = useExchangeDesk();
  const [from, to] = [codeOf(draft.purchase.currencyId), codeOf(draft.selling.currencyId)];
  const board = boardRateFor(currencies, from, to);
  if (!board || !from || !to || from === to) return null;
  const margin = exchangeMargin(draft, codeOf, currencies);
  return (
    <div className="space-y-0.5 border-t border-border pt-2 text-xs" data-testid="board-margin">
      <p className="text-muted-foreground">{t('fxDesk.form.boardRate', { pair: currencyPair(from, to), rate: board })}</p>
      {margin !== null && desk && (
        <div aria-live="polite" className={cn('font-medium', tone(margin))} data-testid="margin">
          <p>{t('fxDesk.form.margin')}</p>
          <p className="text-sm font-semibold whitespace-nowrap">
            <MoneyText amount={margin} symbol={desk.baseCurrencyCode} />
          </p>
        </div>
      )}
    </div>
  );
}
