import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { contentClass, overlayClass, useReturnFocus } from './dialog';
import { cn } from '../../lib/cn';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** The button that leaves things as they are; 'Cancel' unless that word is the action itself (cancelling a hawala). */
  dismissLabel?: string;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}

/** Asks before a destructive action; Cancel has the initial focus, so Enter never deletes by accident. */
export function ConfirmDialog({ open, title, text, confirmLabel, dismissLabel, onConfirm, onOpenChange }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClass} />
        <AlertDialog.Content className={cn(contentClass, 'w-[min(92vw,28rem)]')} {...returnFocus}>
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">{text}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{dismissLabel ?? t('common.cancel')}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="confirmDestructive" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
