import { useTranslation } from 'react-i18next';
import type { Shift } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { notify } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/api';
import { useMoneyList } from './cash-list';
import { useConfirmMove } from './tills-queries';

/**
 * What waits on the clerk's shift: a top-up from the safe for them to confirm as received, and their own drop or
 * handover waiting for the other side. Each named with its amounts.
 */
export function ClerkPendingMoves({ shift }: { shift: Shift }) {
  const { t } = useTranslation();
  const moneyList = useMoneyList();
  const confirm = useConfirmMove();
  const pending = shift.moves.filter((move) => move.status === 'pending');
  if (pending.length === 0) return null;
  return (
    <ul className="space-y-2" data-testid="pending-moves">
      {pending.map((move) => {
        const amounts = moneyList(move.counts.map((c) => ({ amount: c.total, code: c.currency })));
        return (
          <li key={move.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm">
            <span>
              {move.kind === 'top-up'
                ? t('tills.pending.topUp', { amounts })
                : move.kind === 'handover'
                  ? t('tills.pending.handover', { user: move.toUsername ?? '' })
                  : t('tills.pending.drop', { amounts })}
            </span>
            {move.kind === 'top-up' && (
              <Button
                size="sm"
                busy={confirm.isPending}
                onClick={() =>
                  confirm.mutate(
                    { shiftId: shift.id, moveId: move.id },
                    {
                      onSuccess: () => notify.success(t('tills.pending.topUpDone')),
                      onError: (error) => notify.error(errorMessage(error, t('tills.failed'))),
                    },
                  )
                }
              >
                {t('tills.pending.topUpConfirm')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
