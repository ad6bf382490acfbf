import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currencySymbol, type PartnerCurrencyPosition } from '@sarafi/core';
import { DateText } from '../../components/ui/date-text';
import { ShopBalanceText } from '../balances/shop-balance-text';
import { LimitBar } from './limit-bar';
import { Figure, HawalaFigure, SettlementFigure } from './position-figures';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm tabular-nums">{children}</dd>
    </div>
  );
}

/** One currency of a partner on a phone: the balance first, then what moved, then the limit bar across. */
export function PositionFacts({ position }: { position: PartnerCurrencyPosition }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3 px-4 py-3" data-currency={position.currency}>
      <div className="flex items-baseline justify-between gap-2">
        <span className="font-medium">{position.currency}</span>
        <ShopBalanceText stored={position.balance} nature="liability" symbol={currencySymbol(position.currency)} className="font-semibold" />
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <Fact label={t('partners.hawalas')}>
          <HawalaFigure position={position} />
        </Fact>
        <Fact label={t('partners.settlements')}>
          <SettlementFigure position={position} />
        </Fact>
        <Fact label={t('partners.commission')}>
          <Figure value={position.commission} currency={position.currency} />
        </Fact>
        <Fact label={t('partners.lastSettlement')}>
          <DateText iso={position.lastSettlement} fallback={t('partners.never')} />
        </Fact>
      </dl>
      <Fact label={t('partners.limit')}>
        <LimitBar current={position.current} limit={position.creditLimit} currency={position.currency} />
      </Fact>
    </div>
  );
}
