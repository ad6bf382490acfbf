import { useSearchParams } from 'react-router';

/** The dashboard's time frame (docs/architecture.md, Validation, 'Dashboard date filters'): plain YYYY-MM-DD dates, either may be open. */
export interface DateRange {
  fromDate: string;
  toDate: string;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const valid = (value: string | null) => (value && isoDate.test(value) ? value : '');

/**
 * The range lives in the address (?fromDate=&toDate=), so a reload or a shared link shows the same period; it
 * replaces the history entry, so Back leaves the dashboard instead of stepping through every date typed. A change
 * names only the dates it changes and is applied to the address as it is then (window.location: React Router's
 * updater is handed the parameters of the last render, not the last navigation), so two edits before a render
 * (start, then end) never undo each other.
 */
export function useDateRange(): [DateRange, (change: Partial<DateRange>) => void] {
  const [params, setParams] = useSearchParams();
  const range = { fromDate: valid(params.get('fromDate')), toDate: valid(params.get('toDate')) };
  const setRange = (change: Partial<DateRange>) =>
    setParams(
      () => {
        const out = new URLSearchParams(window.location.search);
        for (const [key, value] of Object.entries(change)) {
          if (value) out.set(key, value);
          else out.delete(key);
        }
        return out;
      },
      { replace: true },
    );
  return [range, setRange];
}

export const rangeActive = (range: DateRange) => Boolean(range.fromDate || range.toDate);
