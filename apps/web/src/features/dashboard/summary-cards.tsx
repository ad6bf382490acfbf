import { useTranslation } from 'react-i18next';
import { Ban, CheckCircle2, Clock, Activity, Layers } from 'lucide-react';
import { type DashboardCardKey, type HawalaSummary } from '@sarafi/core';
import { MoneyText } from '../../components/ui/money-text';
import { cn } from '../../lib/cn';
import { currencyTotal, formatCount } from './format';

const look = {
  total: { icon: Layers, className: 'border-s-blue-500', iconClass: 'text-blue-600' },
  pending: { icon: Clock, className: 'border-s-amber-500', iconClass: 'text-amber-600' },
  passed: { icon: CheckCircle2, className: 'border-s-green-500', iconClass: 'text-green-600' },
  cancelled: { icon: Ban, className: 'border-s-red-500', iconClass: 'text-red-600' },
  today: { icon: Activity, className: 'border-s-purple-500', iconClass: 'text-purple-600' },
} as const satisfies Record<DashboardCardKey, unknown>;

/**
 * The hawalas we sent, counted beside the imported ones of the same stage: waiting to be paid out (Pending / Sent),
 * paid (Passed / Paid), cancelled, and every one.
 */
export const outgoingOfCard = { total: 'total', pending: 'sent', passed: 'paid', cancelled: 'cancelled', today: 'today' } as const satisfies Record<
  DashboardCardKey,
  keyof HawalaSummary['outgoing']
>;

/** docs/architecture.md, Constants and limits: the cards' sub-totals are in USD and AFN. */
const subTotalCurrencies = ['USD', 'AFN'] as const;

interface SummaryCardProps {
  card: DashboardCardKey;
  summary: HawalaSummary | undefined;
  onOpen: (card: DashboardCardKey) => void;
  className?: string;
}

/**
 * docs/architecture.md, Screens, Dashboard: a count with USD and AFN sub-totals of the imported (incoming) hawalas, opening its searchable list;
 * beside the count, how many hawalas we sent at the same stage.
 */
export function SummaryCard({ card, summary, onOpen, className }: SummaryCardProps) {
  const { t } = useTranslation();
  const group = summary?.cards[card];
  const outgoing = summary?.outgoing[outgoingOfCard[card]];
  const { icon: Icon, className: border, iconClass } = look[card];
  return (
    <button
      type="button"
      data-card={card}
      onClick={() => onOpen(card)}
      className={cn(
        'rounded-card border border-s-4 border-border bg-card p-3 text-start shadow-sm transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring',
        border,
        className,
      )}
    >
      <span className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
        {t(`dashboard.cards.${card}`)}
        <Icon className={cn('h-5 w-5', iconClass)} aria-hidden />
      </span>
      <span className="mt-1 flex items-baseline justify-between gap-2">
        <span className="flex items-baseline gap-1.5">
          <span className="text-2xl font-bold tabular-nums" data-testid="card-count">
            {group ? formatCount(group.count) : '–'}
          </span>
          <span className="text-xs text-muted-foreground">{t('dashboard.cards.incoming')}</span>
        </span>
        <span className="flex items-baseline gap-1.5" data-testid="card-out">
          <span className="text-lg font-semibold tabular-nums" data-testid="card-out-count">
            {outgoing ? formatCount(outgoing.count) : '–'}
          </span>
          <span className="text-xs text-muted-foreground">{t('dashboard.cards.outgoing')}</span>
        </span>
      </span>
      <span className="mt-1 block space-y-0.5 text-sm">
        {subTotalCurrencies.map((code) => (
          <span key={code} className="flex justify-between gap-2" data-currency={code}>
            <span className="text-muted-foreground">{code}</span>
            <MoneyText amount={group ? currencyTotal(group.byCurrency, code) : '0'} symbol={code} className="font-medium" />
          </span>
        ))}
      </span>
    </button>
  );
}

/** The four stage cards of the chosen period. */
export function SummaryCards({ summary, onOpen }: Omit<SummaryCardProps, 'card' | 'className'>) {
  return (
    <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
      {(['total', 'pending', 'passed', 'cancelled'] as const).map((card) => (
        <SummaryCard key={card} card={card} summary={summary} onOpen={onOpen} />
      ))}
    </div>
  );
}
