import { useRef, type ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';

export const overlayClass = 'fixed inset-0 z-40 bg-black/50 animate-fade-in';
/** Centred without a transform, so the same classes hold in a right-to-left page. */
export const contentClass =
  'fixed inset-0 z-50 m-auto h-fit max-h-[90vh] w-[min(92vw,36rem)] overflow-y-auto rounded-card bg-popover p-6 text-popover-foreground shadow-xl animate-fade-in focus:outline-none';

/**
 * Focus back to whatever opened the dialog. Radix returns focus to its Trigger, but these dialogs are opened by
 * state from an ordinary button, so without this the focus fell to the page body on close (found by the keyboard test).
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (opener.current?.isConnected) {
        event.preventDefault();
        opener.current.focus();
      }
    },
  };
}

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** Wide dialogs hold long forms such as the account entry form; 'table' ones a table of many columns (the import preview). */
  wide?: boolean | 'table';
  children: ReactNode;
}

/** A modal dialog (Radix: focus trap, Escape, focus returns to the opener) with a title and a close button. */
export function Dialog({ open, onOpenChange, title, description, wide, children }: DialogProps) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClass} />
        {/* Without a description Radix wants aria-describedby stated as absent. */}
        <RadixDialog.Content
          className={wide ? cn(contentClass, wide === 'table' ? 'w-[min(96vw,72rem)]' : 'w-[min(96vw,56rem)]') : contentClass}
          {...returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}>
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
              {description && <RadixDialog.Description className="text-sm text-muted-foreground">{description}</RadixDialog.Description>}
            </div>
            <RadixDialog.Close className="rounded-md p-1 text-muted-foreground hover:bg-muted" aria-label={t('common.close')}>
              <X className="h-4 w-4" aria-hidden />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
