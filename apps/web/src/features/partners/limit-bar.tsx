import { useTranslation } from 'react-i18next';
import { limitUse, limitWarnAt } from '@sarafi/core';
import { cn } from '../../lib/cn';
import { moneyInText } from './position-figures';

/** How much of its credit limit (in `currency`) a partner uses now: green, amber past 80 %, red past 100 %. */
export function LimitBar({ current, limit, currency }: { current: string; limit: string | null; currency: string }) {
  const { t } = useTranslation();
  const percent = limitUse(current, limit);
  if (limit === null || percent === null) return <span className="text-xs text-muted-foreground">{t('partners.noLimit')}</span>;
  const level = percent > 100 ? 'over' : percent > limitWarnAt ? 'warn' : 'ok';
  const label = t('partners.limitUse', { percent: String(percent), limit: moneyInText(limit, currency) });
  return (
    <div className="min-w-32 space-y-1" data-level={level}>
      <div
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
        aria-label={label}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full', level === 'over' ? 'bg-red-600' : level === 'warn' ? 'bg-amber-500' : 'bg-emerald-600')}
          style={{ width: `${Math.min(percent, 100)}%` }}
        />
      </div>
      <p className={cn('text-xs tabular-nums', level === 'over' ? 'font-medium text-red-700' : 'text-muted-foreground')}>
        <bdi>{label}</bdi>
      </p>
    </div>
  );
}
