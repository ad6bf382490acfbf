import { useTranslation } from 'react-i18next';
import type { FxProfitResponse } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { useDateFormat } from '../../lib/use-date-format';
import { formatCount } from '../dashboard/format';
import { ProfitText } from './profit-text';

/** The two figures the owner asks for first: how many deals, and what they earned. */
export function FxProfitTotals({ report }: { report: FxProfitResponse }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  return (
    <Card className="flex flex-wrap items-end gap-x-10 gap-y-3 print:border-0 print:p-0 print:shadow-none" data-testid="fx-profit-totals">
      <p className="w-full text-sm text-muted-foreground">
        {t('books.periodRange', { from: format.date(report.from), to: format.date(report.to) })}
      </p>
      <div>
        <p className="text-sm text-muted-foreground">{t('fxReports.profit.deals')}</p>
        <p className="text-2xl font-bold tabular-nums" data-testid="fx-profit-deals">
          {formatCount(report.deals)}
        </p>
      </div>
      <div>
        <p className="text-sm text-muted-foreground">{t('fxReports.profit.realisedProfit')}</p>
        <p className="text-2xl font-bold" data-testid="fx-profit-realised">
          <ProfitText amount={report.realisedProfit} code={report.baseCurrencyCode} />
        </p>
      </div>
    </Card>
  );
}
