import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { writeOffShortageBody } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog } from '../../components/ui/dialog';
import { Field, Input, Textarea } from '../../components/ui/field';
import { MoneyText } from '../../components/ui/money-text';
import { notify } from '../../components/ui/toaster';
import { TableScroll } from '../../components/ui/table-scroll';
import { errorMessage } from '../../lib/api';
import { amountCell, booksTable } from '../books/books-format';
import { LoadError, Spinner } from '../shell/status-pages';
import { useDoneOrWaiting } from '../approvals/use-waiting-notice';
import { useClerkShortages, useWriteOff, type ClerkShortage } from './tills-queries';
import { issueMessage } from '../../lib/field-errors';

/**
 * An admin's recorded decision that the shop bears (part of) a clerk's shortage: amount, up to what is owed, and why.
 * It is kept for a second admin's approval (docs/decisions.md, Tills and shifts), so it answers "waiting for approval".
 */
function WriteOffDialog({ row, onClose }: { row: ClerkShortage; onClose: () => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState(row.owed);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ field: string; message: string }>();
  const writeOff = useWriteOff();
  const doneOrWaiting = useDoneOrWaiting();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = writeOffShortageBody.safeParse({ currencyId: row.currencyId, amount, reason });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return setProblem({ field: String(issue?.path[0] ?? ''), message: issue ? issueMessage(issue) : '' });
    }
    setProblem(undefined);
    writeOff.mutate(
      { userId: row.userId, ...parsed.data },
      {
        onSuccess: (answer) => {
          doneOrWaiting(answer, t('tills.shortages.done'));
          onClose();
        },
        onError: (error) => notify.error(errorMessage(error, t('tills.failed'))),
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('tills.shortages.dialogTitle', { user: row.username, currency: row.currency })}>
      <form className="space-y-4" onSubmit={submit} noValidate>
        <Field label={t('tills.shortages.amount')} error={problem?.field === 'amount' ? problem.message : undefined}>
          {(props) => <Input {...props} dir="ltr" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />}
        </Field>
        <Field label={t('tills.shortages.reason')} error={problem?.field === 'reason' ? problem.message : undefined}>
          {(props) => <Textarea {...props} rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={writeOff.isPending}>
            {t('tills.shortages.writeOff')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** What each clerk's approved shortages left them owing, per currency, with the write-off. */
export function ClerkShortagesCard() {
  const { t } = useTranslation();
  const shortages = useClerkShortages();
  const [writingOff, setWritingOff] = useState<ClerkShortage | null>(null);
  return (
    <Card className="space-y-3 p-0" data-testid="clerk-shortages">
      <div className="px-4 pt-4">
        <h2 className="text-lg font-semibold">{t('tills.shortages.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('tills.shortages.hint')}</p>
      </div>
      {shortages.isLoading ? (
        <Spinner label={t('tills.loading')} />
      ) : shortages.error || !shortages.data ? (
        <LoadError error={shortages.error} onRetry={() => void shortages.refetch()} />
      ) : shortages.data.length === 0 ? (
        <p className="px-4 pb-4 text-sm text-muted-foreground">{t('tills.shortages.none')}</p>
      ) : (
        <TableScroll>
          <table className={booksTable}>
            <thead className="bg-muted">
              <tr className="border-y border-border">
                <th className="text-start">{t('tills.clerk')}</th>
                <th className="text-end">{t('tills.shortages.owed')}</th>
                <th className="text-end">
                  <span className="sr-only">{t('tills.shortages.writeOff')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shortages.data.map((row) => (
                <tr key={`${row.userId}-${row.currencyId}`} className="border-b border-border">
                  <td>{row.username}</td>
                  <td className={amountCell}>
                    <MoneyText amount={row.owed} symbol={row.currency} />
                  </td>
                  <td className="text-end">
                    <Button size="sm" variant="outline" onClick={() => setWritingOff(row)}>
                      {t('tills.shortages.writeOff')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {writingOff && <WriteOffDialog row={writingOff} onClose={() => setWritingOff(null)} />}
    </Card>
  );
}
