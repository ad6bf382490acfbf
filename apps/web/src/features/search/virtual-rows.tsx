import { useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface VirtualRowsProps<T> {
  items: T[];
  columns: string[];
  /** The CSS grid template shared by the header and every row. */
  grid: string;
  rowHeight: number;
  /** Height of the scrolling body. */
  height: string;
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
export function VirtualRows<T>({ items, columns, grid, rowHeight, height, minWidth, rowKey, renderCells, onNearEnd }: VirtualRowsProps<T>) {
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(600);
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(items.length, Math.ceil((scrollTop + viewport) / rowHeight) + overscan);
  const rowClass = 'grid items-center gap-2 px-3 text-sm';
  return (
    <div className="overflow-x-auto rounded-md border border-border bg-card">
      <div role="table" aria-rowcount={items.length + 1} style={{ minWidth }}>
        <div role="rowgroup">
          <div role="row" aria-rowindex={1} className={cn(rowClass, 'h-10 border-b border-border bg-muted font-medium text-slate-700')} style={{ gridTemplateColumns: grid }}>
            {columns.map((column) => (
              <span role="columnheader" key={column}>
                {column}
              </span>
            ))}
          </div>
        </div>
        <div
          role="rowgroup"
          className="relative overflow-y-auto"
          style={{ height }}
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
    </div>
  );
}
