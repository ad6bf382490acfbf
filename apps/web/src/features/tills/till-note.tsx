import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TriangleAlert, Vault, Wallet } from 'lucide-react';
import { useTillSettings } from './tills-queries';
import { useOpenShift } from './use-open-shift';

/**
 * Which drawer a cash posting of this form moves (docs/decisions.md, Tills and shifts): the clerk's till while their
 * shift is open, else the safe, or, where the shop takes cash only through tills, a warning with the way to My till.
 * The server decides; this says beforehand what it will do.
 */
export function TillNote() {
  const { t } = useTranslation();
  const { mayHoldTill, shift } = useOpenShift();
  const settings = useTillSettings();
  if (shift === undefined || !settings.data) return null;
  if (shift) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="till-note" data-till={shift.tillName}>
        <Wallet className="h-4 w-4 shrink-0" aria-hidden />
        {t('tills.note.till', { till: shift.tillName })}
      </p>
    );
  }
  if (settings.data.requireTills) {
    return (
      <p role="status" className="flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm" data-testid="till-note" data-till="">
        <TriangleAlert className="h-4 w-4 shrink-0 text-amber-700" aria-hidden />
        {t('tills.note.required')}
        {mayHoldTill && (
          <Link to="/my-till" className="font-medium text-primary underline">
            {t('menu.myTill')}
          </Link>
        )}
      </p>
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="till-note" data-till="">
      <Vault className="h-4 w-4 shrink-0" aria-hidden />
      {t('tills.note.safe')}
    </p>
  );
}
