import { useTranslation } from 'react-i18next';
import type { Shift } from '@sarafi/core';
import { Badge, Card } from '../../components/ui/card';
import { DateText } from '../../components/ui/date-text';
import { TableScroll } from '../../components/ui/table-scroll';
import { booksTable } from '../books/books-format';
import { useMoneyList } from './cash-list';

/** The shift's counted movements (float, drops, top-ups, handover, return), oldest first, and how many postings moved the till. */
export function ShiftMoves({ shift }: { shift: Shift }) {
  const { t } = useTranslation();
  const moneyList = useMoneyList();
  return (
    <Card className="space-y-3 p-0" data-testid="shift-moves">
      <div className="flex flex-wrap items-baseline justify-between gap-2 px-4 pt-4">
        <h2 className="text-lg font-semibold">{t('tills.moves.title')}</h2>
        <p className="text-sm text-muted-foreground" data-testid="shift-postings">
          {t('tills.moves.postings', { count: shift.postings })}
        </p>
      </div>
      <TableScroll>
        <table className={booksTable}>
          <thead className="bg-muted">
            <tr className="border-y border-border">
              <th className="text-start">{t('tills.moves.kind')}</th>
              <th className="text-start">{t('tills.moves.cash')}</th>
              <th className="text-start">{t('tills.moves.by')}</th>
              <th className="text-start">{t('tills.moves.status')}</th>
            </tr>
          </thead>
          <tbody>
            {shift.moves.map((move) => (
              <tr key={move.id} className="border-b border-border" data-testid={`move-${move.kind}`}>
                <td>
                  {t(`tills.moveKind.${move.kind}`)}
                  {move.toUsername && <span className="block text-xs text-muted-foreground">{t('tills.moves.to', { user: move.toUsername })}</span>}
                </td>
                <td className="whitespace-nowrap">{moneyList(move.counts.map((c) => ({ amount: c.total, code: c.currency })))}</td>
                <td>
                  {move.createdBy}
                  <DateText iso={move.createdAt} withTime className="block text-xs whitespace-nowrap text-muted-foreground" />
                </td>
                <td>
                  <Badge variant={move.status === 'confirmed' ? 'success' : 'warning'}>{t(`tills.moveStatus.${move.status}`)}</Badge>
                  {move.confirmedBy && <span className="block text-xs text-muted-foreground">{move.confirmedBy}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </Card>
  );
}
