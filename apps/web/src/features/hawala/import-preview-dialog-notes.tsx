import { useTranslation } from 'react-i18next';
import { Copy, TriangleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface RowNote {
  row: number;
  hawalaNo: string | null;
  /** Why, in the clerk's language. */
  reason: string;
}

interface RowNotesProps {
  title: string;
  rows: RowNote[];
  tone: 'error' | 'info';
}

/** Rows the server set apart, by their sheet row number (as the spreadsheet program numbers them) and why. */
export function RowNotes({ title, rows, tone }: RowNotesProps) {
  const { t } = useTranslation();
  const Icon = tone === 'error' ? TriangleAlert : Copy;
  return (
    <section
      role={tone === 'error' ? 'alert' : undefined}
      aria-label={title}
      className={cn('rounded-md border p-3 text-sm', tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-amber-200 bg-amber-50 text-amber-900')}
    >
      <p className="mb-2 flex items-center gap-2 font-semibold">
        <Icon className="size-4" aria-hidden /> {title}
      </p>
      <ul className="max-h-32 space-y-1 overflow-y-auto">
        {rows.map((row) => (
          <li key={`${row.row}-${row.reason}`}>
            <span className="font-medium tabular-nums">{t('hawala.import.rowNumber', { row: row.row })}</span>
            {row.hawalaNo && (
              <>
                {' '}
                <bdi className="font-mono">{row.hawalaNo}</bdi>
              </>
            )}{' '}
            — {row.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
