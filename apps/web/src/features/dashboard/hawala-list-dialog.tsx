import { useTranslation } from 'react-i18next';
import type { DashboardCardKey } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import type { DateRange } from './date-range';
import { HawalaSearchList } from './hawala-search-list';

interface HawalaListDialogProps {
  card: DashboardCardKey | null;
  range: DateRange;
  today: string | undefined;
  cardCount: number | undefined;
  canCancel: boolean;
  onClose: () => void;
}

/** A summary card's modal (docs/architecture.md, Screens, Dashboard): its hawalas, searchable, and a Close button. */
export function HawalaListDialog({ card, range, today, cardCount, canCancel, onClose }: HawalaListDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={card !== null} onOpenChange={(open) => !open && onClose()} title={card ? t(`dashboard.cards.${card}`) : ''} wide>
      {card && <HawalaSearchList key={card} card={card} range={range} today={today} cardCount={cardCount} canCancel={canCancel} />}
      <div className="mt-4 flex justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
    </Dialog>
  );
}
