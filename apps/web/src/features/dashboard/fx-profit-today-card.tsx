import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Coins } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { shopToday } from '../../lib/shop-day';
import { useFxProfit } from '../fx-reports/fx-reports-queries';
import { ProfitText } from '../fx-reports/profit-text';
import { LoadError } from '../shell/status-pages';

/** docs/decisions.md, Exchange desk: the owner's evening question, what the exchange desk earned today (the shop's day), beside the hawala cards. */
export function FxProfitTodayCard() {
  const { t } = useTranslation();
  const today = shopToday();
  const profit = useFxProfit({ from: today, to: today });
  return (
    <Card className="border-s-4 border-s-emerald-500 py-3" data-testid="fx-profit-today">
      <h2 className="flex items-center gap-2 font-semibold">
        <Coins className="h-5 w-5 text-emerald-600" aria-hidden />
        {t('fxReports.today.title')}
      </h2>
      {profit.isError ? (
        <LoadError error={profit.error} onRetry={() => void profit.refetch()} />
      ) : (
        <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3">
          {profit.data ? (
            <span className="text-2xl font-bold" data-testid="fx-profit-today-amount">
              <ProfitText amount={profit.data.realisedProfit} code={profit.data.baseCurrencyCode} />
            </span>
          ) : (
            <span className="h-8 w-32 animate-pulse rounded bg-muted" aria-hidden />
          )}
          <span className="text-sm text-muted-foreground" data-testid="fx-profit-today-deals">
            {profit.data && t('fxReports.today.deals', { count: profit.data.deals })}
          </span>
        </div>
      )}
      <Link to={`/reports/fx-profit?from=${today}&to=${today}`} className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
        {t('fxReports.today.open')}
        <ArrowRight className="h-4 w-4 rtl:rotate-180" aria-hidden />
      </Link>
    </Card>
  );
}
