import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { DateInput } from '../../components/ui/date-input';
import type { StatementRange } from './statement-range';

/**
 * From and To, applied by Show: the statement is fetched once per chosen period rather than on every keystroke,
 * and the edits stay in this component so a long statement below is not re-rendered while a date is typed.
 */
export function StatementFilters({ initial, onShow }: { initial: StatementRange; onShow: (range: StatementRange) => void }) {
  const { t } = useTranslation();
  const errorId = useId();
  const [from, setFrom] = useState(initial.from ?? '');
  const [to, setTo] = useState(initial.to ?? '');
  const reversed = Boolean(from && to && from > to);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reversed) onShow({ from: from || undefined, to: to || undefined });
  };
  // The message sits under the whole row, so it does not push one date input out of line with the other.
  const invalid = { 'aria-invalid': reversed, 'aria-describedby': reversed ? errorId : undefined };
  return (
    <Card className="print:hidden">
      <form className="space-y-2" onSubmit={submit}>
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-full sm:w-auto sm:min-w-44">
            <Field label={t('statement.from')}>{(props) => <DateInput value={from} onChange={setFrom} {...props} {...invalid} />}</Field>
          </div>
          <div className="w-full sm:w-auto sm:min-w-44">
            <Field label={t('statement.to')}>{(props) => <DateInput value={to} onChange={setTo} {...props} {...invalid} />}</Field>
          </div>
          <Button type="submit" disabled={reversed}>
            <Search className="h-4 w-4" aria-hidden />
            {t('statement.show')}
          </Button>
        </div>
        {reversed && (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {t('statement.rangeReversed')}
          </p>
        )}
      </form>
    </Card>
  );
}
