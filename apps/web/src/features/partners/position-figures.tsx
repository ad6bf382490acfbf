import { useTranslation } from 'react-i18next';
import { currencySymbol, formatAmount, Money, type PartnerCurrencyPosition } from '@sarafi/core';
import { MoneyText } from '../../components/ui/money-text';

/**
 * A zero figure reads as a dash, so the partner's real movements stand out; any other in the screens' one money format,
 * with its currency's sign as the balance beside it (docs/decisions.md, Money and amounts).
 */
export const Figure = ({ value, currency }: { value: string; currency: string }) =>
  new Money(value).isZero() ? <span className="text-muted-foreground">—</span> : <MoneyText amount={value} symbol={currency} />;

/**
 * An amount inside a sentence, as MoneyText writes it: left to right, the sign isolated on its own, since the digits
 * after a right-to-left sign such as ؋ would otherwise be read as Arabic numbers and put the sign after them.
 */
export const moneyInText = (value: string, currency: string) => `\u2066\u2068${currencySymbol(currency)}\u2069 ${formatAmount(value)}\u2069`;

export function HawalaFigure({ position }: { position: PartnerCurrencyPosition }) {
  const { t } = useTranslation();
  return (
    <>
      <div>
        <Figure value={position.hawalaAmount} currency={position.currency} />
      </div>
      <div className="text-xs text-muted-foreground">{t('partners.hawalaCount', { count: position.hawalaCount })}</div>
    </>
  );
}

export function SettlementFigure({ position }: { position: PartnerCurrencyPosition }) {
  const { t } = useTranslation();
  if (position.settlementCount === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <>
      <div className="text-xs text-muted-foreground">{t('partners.settlementCount', { count: position.settlementCount })}</div>
      {!new Money(position.settlementsReceived).isZero() && <div>{t('partners.received', { amount: moneyInText(position.settlementsReceived, position.currency) })}</div>}
      {!new Money(position.settlementsPaid).isZero() && <div>{t('partners.paid', { amount: moneyInText(position.settlementsPaid, position.currency) })}</div>}
    </>
  );
}
