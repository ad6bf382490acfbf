import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import { currencySymbol, type PartnerPosition } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { DateText } from '../../components/ui/date-text';
import { TableScroll } from '../../components/ui/table-scroll';
import { ShopBalanceText } from '../balances/shop-balance-text';
import { amountCell, booksTable } from '../books/books-format';
import { LimitBar } from './limit-bar';
import { Figure, HawalaFigure, SettlementFigure } from './position-figures';
import { PositionFacts } from './position-facts';

/** One partner on the Partners screen: per currency its balance, what moved in the period, and its credit limit now. */
export function PartnerPositionCard({ partner }: { partner: PartnerPosition }) {
  const { t } = useTranslation();
  return (
    <Card className="space-y-3 p-0" data-testid={`partner-${partner.accountCode}`}>
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 pt-4">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">
            <bdi>{partner.accountName}</bdi>
          </h2>
          <p className="text-sm text-muted-foreground">
            <bdi dir="ltr">{partner.accountCode}</bdi> · {t(`accounts.types.${partner.accountType}`)}
            {partner.accountStatus !== 'active' && ` · ${t(`accounts.statuses.${partner.accountStatus}`, { defaultValue: partner.accountStatus })}`}
          </p>
        </div>
        <Link to={`/partners/${partner.id}`} className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline" aria-label={t('partners.openStatement', { name: partner.accountName })}>
          {t('partners.statementLink')}
          <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
        </Link>
      </div>
      {partner.currencies.length === 0 ? (
        <p className="px-4 pb-4 text-sm text-muted-foreground">{t('partners.noBalances')}</p>
      ) : (
        <>
        {/* A phone reads each currency as a short list; the table needs a wider screen. */}
        <div className="divide-y divide-border border-t border-border sm:hidden">
          {partner.currencies.map((c) => (
            <PositionFacts key={c.currencyId} position={c} />
          ))}
        </div>
        <TableScroll className="hidden sm:block">
          <table className={`${booksTable} min-w-[52rem]`}>
            <thead className="bg-muted">
              <tr className="border-y border-border whitespace-nowrap">
                <th className="text-start">{t('partners.currency')}</th>
                <th className="text-end">{t('partners.balance')}</th>
                <th className="text-end">{t('partners.hawalas')}</th>
                <th className="text-end">{t('partners.settlements')}</th>
                <th className="text-end">{t('partners.commission')}</th>
                <th className="text-start">{t('partners.lastSettlement')}</th>
                <th className="text-start">{t('partners.limit')}</th>
              </tr>
            </thead>
            <tbody>
              {partner.currencies.map((c) => (
                <tr key={c.currencyId} className="border-b border-border" data-currency={c.currency}>
                  <td className="font-medium">{c.currency}</td>
                  <td className={amountCell}>
                    <ShopBalanceText stored={c.balance} nature="liability" symbol={currencySymbol(c.currency)} className="font-semibold" />
                  </td>
                  <td className={amountCell}>
                    <HawalaFigure position={c} />
                  </td>
                  <td className={amountCell}>
                    <SettlementFigure position={c} />
                  </td>
                  <td className={amountCell}>
                    <Figure value={c.commission} currency={c.currency} />
                  </td>
                  <td className="whitespace-nowrap">
                    <DateText iso={c.lastSettlement} fallback={t('partners.never')} />
                  </td>
                  <td>
                    <LimitBar current={c.current} limit={c.creditLimit} currency={c.currency} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        </>
      )}
    </Card>
  );
}
