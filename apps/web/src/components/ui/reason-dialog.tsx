import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';
import { Field, Textarea } from './field';

interface ReasonDialogProps {
  title: string;
  description: string;
  label: string;
  /** Shown under the field when it is sent empty. */
  requiredMessage: string;
  maxLength: number;
  confirmLabel: string;
  /** The button that leaves without doing anything (default: Cancel). */
  keepLabel?: string;
  confirmVariant?: 'destructive' | 'confirmDestructive';
  busy: boolean;
  onConfirm: (reason: string) => void;
  /** A second way to confirm with the same reason, offered after a refusal (an admin's "past the credit limit"). */
  override?: { label: string; onConfirm: (reason: string) => void };
  onClose: () => void;
}

/** A change that must give its reason (a delete, a hawala's cancel, a day's reopening): asked, checked, then confirmed. */
export function ReasonDialog({ title, description, label, requiredMessage, maxLength, confirmLabel, keepLabel, confirmVariant = 'destructive', busy, onConfirm, override, onClose }: ReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  /** Confirms with the reason given, or says one is needed. */
  const withReason = (confirm: (reason: string) => void) => (reason.trim() ? confirm(reason.trim()) : setError(requiredMessage));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={description}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          withReason(onConfirm);
        }}
      >
        <Field label={label} error={error}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={maxLength}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {keepLabel ?? t('common.cancel')}
          </Button>
          {/* The override confirms the same change with more force, so it is drawn as the confirm button is. */}
          {override && (
            <Button variant={confirmVariant} disabled={busy} onClick={() => withReason(override.onConfirm)}>
              {override.label}
            </Button>
          )}
          <Button type="submit" variant={confirmVariant} disabled={busy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
