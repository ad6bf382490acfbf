import { cn } from '../../lib/cn';

/** One label and value of a receipt; the value is isolated so a code or amount keeps its order in a right-to-left page. */
export function ReceiptLine({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={cn('receipt-line', className)}>
      <dt>{label}</dt>
      <dd>
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}
