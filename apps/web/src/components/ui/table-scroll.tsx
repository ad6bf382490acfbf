import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * The box a wide table scrolls sideways in on a phone (docs/decisions.md, Web and i18n). Its scrollbar is styled, which makes Chromium draw
 * it always, phones included, where an unstyled one shows only while a finger moves: a clerk sees at once that more
 * columns lie beyond the edge. Printing shows the whole table.
 */
export function TableScroll({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'overflow-x-auto print:overflow-visible',
        '[&::-webkit-scrollbar]:h-2 [&::-webkit-scrollbar-thumb]:rounded-full [&::-webkit-scrollbar-thumb]:bg-slate-400 [&::-webkit-scrollbar-track]:bg-slate-100',
        className,
      )}
      {...props}
    />
  );
}
