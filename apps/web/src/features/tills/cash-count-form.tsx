import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashCounts } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { CashCountFields } from '../books/cash-count-fields';
import { cashBody, countsAnything, emptyCount, type CountCurrency, type TypedCount } from '../books/cash-count';
import { useCashList } from './cash-list';

interface CashCountFormProps {
  testId: string;
  currencies: CountCurrency[];
  /** A close may count an empty drawer; a float, drop, top-up or handover must move some cash. */
  allowEmpty?: boolean;
  submitLabel: string;
  pending: boolean;
  onSubmit: (counts: CashCounts) => void;
  /** Asked before sending, with the counted amounts in words ('؋ 50,000.00 and $ 200.00'). */
  confirm?: { title: string; text: (amounts: string) => string; confirmLabel: string };
  /** Said when nothing was counted for a move that needs cash. */
  emptyMessage?: string;
  /** Fields before the count (the till, the clerk who takes it). */
  children?: ReactNode;
  /** Whether the fields before the count are complete; Submit stays off until they are. */
  ready?: boolean;
}

/** Cash counted by note, then one button, optionally confirmed by a dialog that repeats the amounts. */
export function CashCountForm(props: CashCountFormProps) {
  const { testId, currencies, allowEmpty = false, submitLabel, pending, onSubmit, confirm, emptyMessage, children, ready = true } = props;
  const { t } = useTranslation();
  const [typed, setTyped] = useState<TypedCount>(emptyCount);
  const [confirming, setConfirming] = useState(false);
  const [empty, setEmpty] = useState(false);
  const cashList = useCashList();
  const counts = cashBody(typed, currencies);
  const send = () => onSubmit(counts);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || pending) return;
    const refused = !allowEmpty && !countsAnything(typed, currencies);
    setEmpty(refused);
    if (refused) return;
    if (confirm) setConfirming(true);
    else send();
  };
  return (
    <form onSubmit={submit} className="space-y-4" data-testid={`${testId}-form`}>
      {children}
      <CashCountFields testId={testId} currencies={currencies} typed={typed} onChange={setTyped} />
      {empty && emptyMessage && (
        <p role="alert" className="text-sm text-destructive">
          {emptyMessage}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={!ready} busy={pending}>
          {pending ? t('tills.working') : submitLabel}
        </Button>
      </div>
      {confirm && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={confirm.title}
          text={confirm.text(cashList(counts, currencies))}
          confirmLabel={confirm.confirmLabel}
          onConfirm={send}
        />
      )}
    </form>
  );
}
