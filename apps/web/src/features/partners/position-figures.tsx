import { useTranslation } from 'react-i18next';
import { formatAmount, Money, type PartnerCurrencyPosition } from '@sarafi/core';

/** A zero figure reads as a dash, so the partner's real movements stand out. */
export const Figure = ({ value }: { value: string }) => (new Money(value).isZero() ? <span className="text-muted-foreground">—</span> : <>{formatAmount(value)}</>);

export function HawalaFigure({ position }: { position: PartnerCurrencyPosition }) {
  const { t } = useTranslation();
  return (
    <>
      <div>
        <Figure value={position.hawalaAmount} />
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
      {!new Money(position.settlementsReceived).isZero() && <div>{t('partners.received', { amount: formatAmount(position.settlementsReceived) })}</div>}
      {!new Money(position.settlementsPaid).isZero() && <div>{t('partners.paid', { amount: formatAmount(position.settlementsPaid) })}</div>}
    </>
  );
}
