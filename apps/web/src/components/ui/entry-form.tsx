import { useEffect, useRef, type FormHTMLAttributes, type KeyboardEvent } from 'react';

/** What a clerk types into: text boxes, pickers and selects that take focus. Radios, checkboxes and buttons are not. */
const fieldSelector = 'input:not([type="hidden"]):not([type="radio"]):not([type="checkbox"]):not([type="file"]), select, textarea';

function fieldsOf(form: HTMLFormElement): HTMLElement[] {
  return [...form.querySelectorAll<HTMLInputElement>(fieldSelector)].filter(
    (field) => !field.disabled && !field.readOnly && field.tabIndex >= 0 && field.getClientRects().length > 0,
  );
}

/** Focus on the form's first field (the account, on a posting screen). */
export function focusFirstField(form: HTMLFormElement | null) {
  if (form) fieldsOf(form)[0]?.focus();
}

/** Focus on the field after `from` in its form; false when `from` is the last one. */
export function focusNextField(from: HTMLElement): boolean {
  const form = from.closest('form');
  if (!form) return false;
  const next = fieldsOf(form).find((field) => (from.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);
  next?.focus();
  return next !== undefined;
}

const isSaveShortcut = (event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }) =>
  event.key === 'F9' || ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's');

/** What the Save button of an entry form announces to assistive technology (and to the counter benchmark). */
export const saveShortcuts = 'Control+S F9';

interface EntryFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  onSubmit: () => void;
  formRef?: React.RefObject<HTMLFormElement | null>;
}

/**
 * The keyboard flow of every entry screen (docs/decisions.md, Web and i18n): focus starts in the first field; Enter moves to the next
 * field and submits from the last (Shift+Enter keeps a new line in a narrative); Ctrl+S (⌘S) and F9 save from
 * anywhere on the screen unless a dialog is open. A picker that handles Enter itself (it picks a match) prevents
 * the default, and this leaves that Enter alone.
 */
export function EntryForm({ onSubmit, formRef, children, onKeyDown, ...props }: EntryFormProps) {
  const ownRef = useRef<HTMLFormElement>(null);
  const ref = formRef ?? ownRef;
  const submit = useRef(onSubmit);
  useEffect(() => {
    submit.current = onSubmit;
  });

  useEffect(() => {
    focusFirstField(ref.current);
    const onShortcut = (event: globalThis.KeyboardEvent) => {
      if (!isSaveShortcut(event)) return;
      // The browser's own 'save page' is never what a clerk means here.
      event.preventDefault();
      if (!document.querySelector('[role="dialog"], [role="alertdialog"]')) ref.current?.requestSubmit();
    };
    document.addEventListener('keydown', onShortcut);
    return () => document.removeEventListener('keydown', onShortcut);
  }, [ref]);

  const onEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    onKeyDown?.(event);
    const target = event.target;
    if (event.key !== 'Enter' || event.defaultPrevented || event.shiftKey || event.nativeEvent.isComposing) return;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement)) return;
    event.preventDefault();
    if (!focusNextField(target)) event.currentTarget.requestSubmit();
  };

  return (
    <form
      noValidate
      ref={ref}
      {...props}
      onKeyDown={onEnter}
      onSubmit={(event) => {
        event.preventDefault();
        // A Save that is saving says so (aria-disabled, docs/decisions.md, Web and i18n): Ctrl+S, F9 or an Enter
        // meanwhile would send the form a second time.
        if (event.currentTarget.querySelector('button[type="submit"][aria-disabled="true"]')) return;
        submit.current();
      }}
    >
      {children}
    </form>
  );
}
