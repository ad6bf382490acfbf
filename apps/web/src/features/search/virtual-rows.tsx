import { useState, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { SortDirection } from './sort-rows';
import { TableScroll } from '../../components/ui/table-scroll';

/** A header that sorts its column: a button, so a click or Enter/Space sorts and a second one reverses. */
export interface SortableColumn {
  label: string;
  sorted: SortDirection | null;
  onSort: () => void;
  /** Amounts are right-aligned, and so is their header. */
  end?: boolean;
}

interface VirtualRowsProps<T> {
  items: T[];
  columns: (string | SortableColumn)[];
  /** The CSS grid template shared by the header and every row. */
  grid: string;
  rowHeight: number;
  /** The most the scrolling body grows to; with fewer rows it is as tall as they are. */
  maxHeight: string;
  minWidth: string;
  rowKey: (item: T) => string | number;
  renderCells: (item: T) => ReactNode;
  /** Called when the last rows come into view, to fetch the next page. */
  onNearEnd?: () => void;
}

const overscan = 8;

/**
 * A table that renders only the rows in view (plus a margin), so a search that walks thousands of rows keeps
 * scrolling smoothly. A fixed row height keeps the arithmetic exact; the header stays above the rows.
 */
export function VirtualRows<T>({ items, columns, grid, rowHeight, maxHeight, minWidth, rowKey, renderCells, onNearEnd }: VirtualRowsProps<T>) {
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(600);
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(items.length, Math.ceil((scrollTop + viewport) / rowHeight) + overscan);
  const rowClass = 'grid items-center gap-2 px-3 text-sm';
  return (
    <TableScroll className="rounded-md border border-border bg-card">
      <div role="table" aria-rowcount={items.length + 1} style={{ minWidth }}>
        <div role="rowgroup">
          <div role="row" aria-rowindex={1} className={cn(rowClass, 'h-10 border-b border-border bg-muted font-medium text-slate-700')} style={{ gridTemplateColumns: grid }}>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <span role="columnheader" key={column}>
                  {column}
                </span>
              ) : (
                <span role="columnheader" key={column.label} aria-sort={column.sorted ?? 'none'} className={cn(column.end && 'text-end')}>
                  <SortButton column={column} />
                </span>
              ),
            )}
          </div>
        </div>
        <div
          role="rowgroup"
          className="relative overflow-y-auto"
          style={{ height: `min(${items.length * rowHeight}px, ${maxHeight})` }}
          ref={(el) => {
            if (el && el.clientHeight && el.clientHeight !== viewport) setViewport(el.clientHeight);
          }}
          onScroll={(event) => {
            const el = event.currentTarget;
            setScrollTop(el.scrollTop);
            if (el.scrollTop + el.clientHeight >= el.scrollHeight - rowHeight * 10) onNearEnd?.();
          }}
        >
          <div style={{ height: items.length * rowHeight }}>
            {items.slice(first, last).map((item, offset) => (
              <div
                key={rowKey(item)}
                role="row"
                aria-rowindex={first + offset + 2}
                className={cn(rowClass, 'absolute inset-x-0 border-b border-border/60 hover:bg-muted/50')}
                style={{ top: (first + offset) * rowHeight, height: rowHeight, gridTemplateColumns: grid }}
              >
                {renderCells(item)}
              </div>
            ))}
          </div>
        </div>
      </div>
    </TableScroll>
  );
}

function SortButton({ column }: { column: SortableColumn }) {
  const Icon = column.sorted === 'ascending' ? ArrowUp : column.sorted === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={column.onSort}
      className={cn('inline-flex items-center gap-1 rounded-sm font-medium hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring', column.end && 'flex-row-reverse')}
    >
      {column.label}
      <Icon className={cn('size-3.5 shrink-0', !column.sorted && 'opacity-40')} aria-hidden />
    </button>
  );
}
