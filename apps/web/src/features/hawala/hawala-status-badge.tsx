import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '../../components/ui/card';

type Variant = NonNullable<BadgeProps['variant']>;

/**
 * docs/architecture.md, States and transitions, 'Hawala status': Pending amber, Passed green, Processed blue, Completed green on the pass screen and
 * blue on the dashboard, Cancelled red, anything else grey. The lower-case statuses of hawalas created in the shop
 * (docs/architecture.md, Wire fields, 'Recent hawala item') use the same colours; 'sent' and 'received' are on their way, so blue, not red;
 * 'paid' (the partner paid the receiver) is done, green as Passed.
 */
export function hawalaStatusVariant(status: string, screen: 'pass' | 'dashboard' = 'pass'): Variant {
  switch (status.toLowerCase()) {
    case 'pending':
      return 'warning';
    case 'passed':
    case 'paid':
      return 'success';
    case 'completed':
      return screen === 'pass' ? 'success' : 'info';
    case 'processed':
    case 'sent':
    case 'received':
      return 'info';
    case 'cancelled':
      return 'danger';
    default:
      return 'neutral';
  }
}

export function HawalaStatusBadge({ status, screen }: { status: string; screen?: 'pass' | 'dashboard' }) {
  const { t } = useTranslation();
  return (
    <Badge variant={hawalaStatusVariant(status, screen)} data-status={status}>
      {t(`hawala.status.${status.toLowerCase()}`, { defaultValue: status })}
    </Badge>
  );
}
