import { useTranslation } from 'react-i18next';
import type { TillBalance } from '@sarafi/core';
import { ShopBalanceText } from '../balances/shop-balance-text';

/** A till's or the safe's cash per currency, as the shop reads an asset (docs/architecture.md, How balances read). */
export function TillBalances({ balances }: { balances: TillBalance[] }) {
  const { t } = useTranslation();
  if (balances.length === 0) return <p className="text-sm text-muted-foreground">{t('tills.noCash')}</p>;
  return (
    <ul className="space-y-1" data-testid="till-balances">
      {balances.map((b) => (
        <li key={b.currencyId} className="flex items-baseline justify-between gap-3 text-sm" data-currency={b.currency}>
          <span className="text-muted-foreground">{b.currency}</span>
          <ShopBalanceText stored={b.balance} nature={b.nature} symbol={b.currency} className="font-semibold" />
        </li>
      ))}
    </ul>
  );
}
