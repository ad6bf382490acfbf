import { useTranslation } from 'react-i18next';
import { ClipboardCheck, Vault } from 'lucide-react';
import type { Till } from '@sarafi/core';
import { Badge, Card } from '../../components/ui/card';
import { Button } from '../../components/ui/button';
import { DateText } from '../../components/ui/date-text';
import { VarianceText } from '../books/variance-text';
import { TillBalances } from './till-balances';

/** One till or the safe on the owner's screen: who holds it and since when, its cash, its last variances. */
export function TillCard({ till, onReview, reviewing }: { till: Till; onReview: (shiftId: number) => void; reviewing: boolean }) {
  const { t } = useTranslation();
  const holder = till.holder;
  return (
    <Card className="flex flex-col gap-3" data-testid={`till-${till.name}`}>
      <div className="flex items-start justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          {till.isSafe && <Vault className="h-5 w-5 text-muted-foreground" aria-hidden />}
          {till.isSafe ? t('tills.safe') : till.name}
        </h2>
        {!till.isSafe && <Badge variant={till.holder ? 'success' : 'neutral'}>{till.holder ? t('tills.held') : t('tills.free')}</Badge>}
      </div>
      {till.holder && (
        <p className="text-sm" data-testid="till-holder">
          <span className="font-medium">{till.holder.username}</span>
          <span className="text-muted-foreground">
            {' · '}
            {t('tills.since')} <DateText iso={till.holder.since} withTime />
          </span>
        </p>
      )}
      {till.balances && <TillBalances balances={till.balances} />}
      {!till.isSafe && (
        <div className="space-y-1 border-t border-border pt-2 text-sm">
          <h3 className="font-medium">{t('tills.lastVariances')}</h3>
          {till.lastVariances.length === 0 ? (
            <p className="text-muted-foreground">{t('tills.noVariances')}</p>
          ) : (
            <ul className="space-y-1" data-testid="last-variances">
              {till.lastVariances.map((v) => (
                <li key={`${v.shiftId}-${v.currency}`} className="flex flex-wrap items-baseline justify-between gap-2">
                  <span>
                    {v.username} · <DateText iso={v.at} className="text-muted-foreground" />
                  </span>
                  <VarianceText variance={v.variance} code={v.currency} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {holder && (
        <Button variant={reviewing ? 'default' : 'outline'} className="mt-auto self-start" aria-pressed={reviewing} onClick={() => onReview(holder.shiftId)}>
          <ClipboardCheck className="h-4 w-4" aria-hidden />
          {t('tills.review')}
        </Button>
      )}
    </Card>
  );
}
