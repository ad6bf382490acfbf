import { useId, type ReactNode, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FilePlus, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { SaveButton } from '../../components/ui/save-button';
import { Card, PageHeader } from '../../components/ui/card';
import { EntryForm, saveShortcuts } from '../../components/ui/entry-form';
import { shopToday } from '../../lib/shop-day';
import { ClosedDayNote } from '../books/closed-day-note';
import { useDayClosed } from '../books/use-closed-day';
import { ReceiptDialog } from '../receipts/receipt-dialog';
import { useCurrentUser } from '../auth/use-current-user';
import { can, grantsOf } from '@sarafi/core';
import { TillNote } from '../tills/till-note';

interface PostingFormProps {
  title: string;
  subtitle: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: () => void;
  saving: boolean;
  /** The server's refusal of the last save, in the user's language; it stays until the next save or a new form. */
  refusal?: string;
  /** Offered to an admin when the refusal was a partner's credit limit: save again past it, kept with the posting. */
  onOverrideCreditLimit?: () => void;
  /** Gives the header New and Close; a voucher screen has neither. */
  onNew?: () => void;
  /** Header buttons between New and Close (Transfer's Reverse). */
  actions?: ReactNode;
  /** The whole form in one card, Save inside it (the vouchers). */
  framed?: boolean;
  /** Fields on Save's row, in a card with it (the settlement's date). */
  besideSave?: ReactNode;
  /** The day the posting is dated: the one its form names, else the shop's today. Save is off while it is closed. */
  postingDate?: string;
  /** The receipt to open after a save; null while none is open. */
  receiptId: number | null;
  onReceiptClosed: () => void;
  /** The fields: each side's account, balance now and after, amount and narrative. */
  children: ReactNode;
  /** Dialogs the screen asks before saving (a rate of 1 across currencies). */
  dialogs?: ReactNode;
  /** The screen may take or pay cash: it says which drawer, the clerk's till or the safe, the cash will move. */
  movesCash?: boolean;
}

/**
 * The frame every posting screen shares: title and header buttons, the fields, the refusal summary, Save, and the
 * receipt once it posted. Keyboard-first through EntryForm: focus starts in the first field, Enter moves on and
 * saves from the last, Ctrl+S and F9 save from anywhere.
 */
export function PostingForm(props: PostingFormProps) {
  const { title, subtitle, formRef, onSubmit, saving, refusal, onOverrideCreditLimit, onNew, actions, framed, besideSave, postingDate, receiptId, onReceiptClosed, children, dialogs, movesCash } = props;
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const whyId = useId();
  const dated = postingDate || shopToday();
  const closed = useDayClosed()(dated);
  // Enter and Ctrl+S submit the form whatever the button says; a closed day takes nothing from them either.
  const submit = () => {
    if (!closed) onSubmit();
  };
  const save = (
    <div className="flex flex-col items-end gap-1">
      <SaveButton pending={saving} disabled={closed} className="min-w-32" aria-keyshortcuts={saveShortcuts} aria-describedby={closed ? whyId : undefined} />
      {closed && <ClosedDayNote date={dated} id={whyId} />}
    </div>
  );
  const summary = refusal && (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2">
      <p role="alert" data-testid="posting-refusal" className="text-sm text-destructive">
        {refusal}
      </p>
      {onOverrideCreditLimit && (
        <Button variant="outline" disabled={saving} onClick={onOverrideCreditLimit}>
          {t(user && can(grantsOf(user.permissions), 'partners-admin') ? 'transactions.overrideCreditLimit' : 'transactions.askOverrideCreditLimit')}
        </Button>
      )}
    </div>
  );
  const saveRow = besideSave ? (
    <Card className="flex flex-wrap items-end justify-between gap-4">
      {besideSave}
      {save}
    </Card>
  ) : (
    <div className="flex justify-end">{save}</div>
  );
  const body = (
    <>
      {movesCash && <TillNote />}
      {children}
      {summary}
      {saveRow}
    </>
  );
  return (
    <div>
      <PageHeader title={title} subtitle={subtitle}>
        {onNew && (
          <>
            <Button variant="outline" onClick={onNew}>
              <FilePlus className="size-4" aria-hidden /> {t('transactions.new')}
            </Button>
            {actions}
            <Button variant="outline" onClick={() => navigate('/')}>
              <X className="size-4" aria-hidden /> {t('common.close')}
            </Button>
          </>
        )}
      </PageHeader>
      {framed ? (
        <EntryForm formRef={formRef} onSubmit={submit}>
          <Card className="space-y-4">{body}</Card>
        </EntryForm>
      ) : (
        <EntryForm formRef={formRef} onSubmit={submit} className="space-y-4">
          {body}
        </EntryForm>
      )}
      {dialogs}
      {receiptId !== null && <ReceiptDialog transactionId={receiptId} onClose={onReceiptClosed} />}
    </div>
  );
}
