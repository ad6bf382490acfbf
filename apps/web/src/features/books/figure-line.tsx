import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A label and its figure on one line of a <dl>, the figure at the line's end. */
export function FigureLine({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-3', className)}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
