import { useTranslation } from 'react-i18next';
import { Ban, CheckCircle2, Clock, Activity, Layers } from 'lucide-react';
import { currencySymbol, type DashboardCardKey, type HawalaSummary } from '@sarafi/core';
import { MoneyText } from '../../components/ui/money-text';
import { cn } from '../../lib/cn';
import { currencyTotal } from './format';

const look = {
  total: { icon: Layers, className: 'border-s-blue-500', iconClass: 'text-blue-600' },
  pending: { icon: Clock, className: 'border-s-amber-500', iconClass: 'text-amber-600' },
  passed: { icon: CheckCircle2, className: 'border-s-green-500', iconClass: 'text-green-600' },
  cancelled: { icon: Ban, className: 'border-s-red-500', iconClass: 'text-red-600' },
  today: { icon: Activity, className: 'border-s-purple-500', iconClass: 'text-purple-600' },
} as const satisfies Record<DashboardCardKey, unknown>;

/** SPEC §9: the cards' sub-totals are in USD and AFN. */
const subTotalCurrencies = ['USD', 'AFN'] as const;

interface SummaryCardsProps {
  cards: DashboardCardKey[];
  summary: HawalaSummary | undefined;
  onOpen: (card: DashboardCardKey) => void;
}

/** SPEC §2.4: a count with USD and AFN sub-totals per card; each card opens its searchable list. */
export function SummaryCards({ cards, summary, onOpen }: SummaryCardsProps) {
  const { t } = useTranslation();
  return (
    <div className={cn('mb-6 grid gap-3 sm:grid-cols-2', cards.length === 5 ? 'xl:grid-cols-5' : 'xl:grid-cols-4')}>
      {cards.map((card) => {
        const group = summary?.cards[card];
        const { icon: Icon, className, iconClass } = look[card];
        const title = t(`dashboard.cards.${card}`);
        return (
          <button
            key={card}
            type="button"
            data-card={card}
            onClick={() => onOpen(card)}
            className={cn(
              'rounded-card border border-s-4 border-border bg-card p-4 text-start shadow-sm transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring',
              className,
            )}
          >
            <span className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
              {title}
              <Icon className={cn('h-5 w-5', iconClass)} aria-hidden />
            </span>
            <span className="mt-1 block text-3xl font-bold tabular-nums" data-testid="card-count">
              {group ? group.count.toLocaleString('en-US') : '–'}
            </span>
            <span className="mt-2 block space-y-0.5 text-sm">
              {subTotalCurrencies.map((code) => (
                <span key={code} className="flex justify-between gap-2" data-currency={code}>
                  <span className="text-muted-foreground">{code}</span>
                  <MoneyText amount={group ? currencyTotal(group.byCurrency, code) : '0'} symbol={currencySymbol(code)} className="font-medium" />
                </span>
              ))}
            </span>
          </button>
        );
      })}
    </div>
  );
}
