import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { History, Pencil, SlidersHorizontal, Trash2 } from 'lucide-react';
import { toRate, type Currency } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { BoardRatesPanel } from './board-rates-panel';

interface CurrencyCardProps {
  currency: Currency;
  /** The inline edit form, shown in place of the details while this currency is being edited. */
  editForm?: ReactNode;
  /** Edit and Delete, for those who may change the currency table. */
  actions?: { onEdit: () => void; onDelete: () => void };
  /** The shop's base currency, which the board prices are quoted in; unknown while it loads. */
  baseCode?: string;
  /** Opens the board prices' editor, for those who may change them; never offered for the base currency. */
  onEditRates?: () => void;
  onShowHistory: () => void;
}

/** One currency; the card is labelled by its code, so its plain 'Edit' and 'Delete' buttons say whose they are. */
export function CurrencyCard({ currency, editForm, actions, baseCode, onEditRates, onShowHistory }: CurrencyCardProps) {
  const { t } = useTranslation();
  return (
    <Card role="group" aria-label={currency.code} data-testid={`currency-card-${currency.code}`}>
      {editForm ?? (
        <>
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="text-lg font-bold">{currency.code}</p>
              <p className="truncate text-sm text-muted-foreground">{currency.name}</p>
            </div>
            <span className="text-2xl leading-none" aria-label={t('currencies.symbol')}>
              {currency.symbol}
            </span>
          </div>
          {/* Stored with 8 places; toRate drops the trailing zeros that only make a rate harder to read. */}
          <p className="mt-3 text-sm" data-testid="currency-rate">
            {t('currencies.rateValue', { rate: toRate(currency.exchangeRate) })}
          </p>
          <BoardRatesPanel currency={currency} baseCode={baseCode} />
          <div className="mt-3 flex flex-wrap gap-2">
            {onEditRates && baseCode && currency.code !== baseCode && (
              <Button size="sm" variant="outline" onClick={onEditRates}>
                <SlidersHorizontal className="h-3.5 w-3.5" aria-hidden />
                {t('fxDesk.rates.edit')}
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={onShowHistory}>
              <History className="h-3.5 w-3.5" aria-hidden />
              {t('fxDesk.history.open')}
            </Button>
          </div>
          {actions && (
            <div className="mt-2 flex gap-2">
              <Button size="sm" variant="outline" onClick={actions.onEdit}>
                <Pencil className="h-3.5 w-3.5" aria-hidden />
                {t('common.edit')}
              </Button>
              <Button size="sm" variant="destructive" onClick={actions.onDelete}>
                <Trash2 className="h-3.5 w-3.5" aria-hidden />
                {t('common.delete')}
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
