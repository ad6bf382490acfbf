import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowDownLeft, ArrowUpRight, CalendarClock } from 'lucide-react';
import type { DashboardCardKey, HawalaSummary } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { MoneyText } from '../../components/ui/money-text';
import { formatCount } from './format';

interface Props {
  summary: HawalaSummary | undefined;
  /** Opens the list of today's imported hawalas (the admin's Today's Activity modal); absent, the count is plain. */
  onOpen?: (card: DashboardCardKey) => void;
}

function Totals({ rows }: { rows: { currency: string; amount: string }[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <span className="block text-sm text-muted-foreground">{t('dashboard.today.none')}</span>;
  return (
    <span className="block space-y-0.5 text-sm">
      {rows.map((row) => (
        <span key={row.currency} className="flex justify-between gap-2" data-currency={row.currency}>
          <span className="text-muted-foreground">{row.currency}</span>
          <MoneyText amount={row.amount} symbol={row.currency} className="font-medium" />
        </span>
      ))}
    </span>
  );
}

/**
 * Today's hawalas at a glance, whatever the period chosen below: the imported ones we pay out (incoming) and the
 * ones we sent (outgoing), each with its count and per-currency totals; one click opens the list.
 */
export function HawalasTodayCard({ summary, onOpen }: Props) {
  const { t } = useTranslation();
  const incoming = summary?.cards.today;
  const outgoing = summary?.outgoing.today;
  const count = (value: number | undefined) => <span className="text-2xl font-bold tabular-nums">{value === undefined ? '–' : formatCount(value)}</span>;
  const incomingBody = (
    <>
      <span className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
        <ArrowDownLeft className="h-4 w-4 text-green-600 rtl:-scale-x-100" aria-hidden />
        {t('dashboard.today.incoming')}
      </span>
      <span data-testid="card-count">{count(incoming?.count)}</span>
      <Totals rows={(incoming?.byCurrency ?? []).map((c) => ({ currency: c.currency, amount: c.total }))} />
    </>
  );
  const cell = 'flex min-w-0 flex-col gap-1 rounded-md p-2 text-start';
  return (
    <Card className="flex flex-col gap-2" data-testid="hawalas-today">
      <h2 className="flex items-center gap-2 font-semibold">
        <CalendarClock className="h-5 w-5 text-purple-600" aria-hidden />
        {t('dashboard.today.title')}
      </h2>
      <div className="grid grid-cols-2 gap-2">
        {onOpen ? (
          <button type="button" data-card="today" onClick={() => onOpen('today')} className={`${cell} transition-colors hover:bg-muted`}>
            {incomingBody}
          </button>
        ) : (
          <div className={cell}>{incomingBody}</div>
        )}
        <Link to="/transactions/pass-hawala?tab=outgoing" className={`${cell} transition-colors hover:bg-muted`} data-testid="today-outgoing">
          <span className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
            <ArrowUpRight className="h-4 w-4 text-blue-600 rtl:-scale-x-100" aria-hidden />
            {t('dashboard.today.outgoing')}
          </span>
          {count(outgoing?.count)}
          <Totals rows={(outgoing?.byCurrency ?? []).map((c) => ({ currency: c.currency, amount: c.amount }))} />
        </Link>
      </div>
    </Card>
  );
}
