import { useTranslation } from 'react-i18next';
import type { ShiftStatus } from '@sarafi/core';
import { Badge } from '../../components/ui/card';

const variants = { open: 'success', closing: 'warning', closed: 'neutral', 'handed-over': 'info' } as const;

export function ShiftStatusBadge({ status }: { status: ShiftStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant={variants[status]} data-testid="shift-status" data-status={status}>
      {t(`tills.status.${status}`)}
    </Badge>
  );
}
