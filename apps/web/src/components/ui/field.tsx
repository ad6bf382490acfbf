import { useId, type InputHTMLAttributes, type LabelHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { translateMessage } from '../../i18n/server-errors';
import { cn } from '../../lib/cn';

const control =
  'h-10 w-full rounded-md border border-input bg-card px-3 text-sm text-card-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring disabled:cursor-not-allowed disabled:bg-muted aria-[invalid=true]:border-destructive';

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn('block text-sm font-medium text-slate-700', className)} {...props} />;
}

interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: string;
  error?: string;
  /** A standing explanation under the control, read out with it. */
  hint?: string;
  children: (props: ControlProps) => ReactNode;
}

/**
 * Label, control, hint and error message, wired for screen readers. An error in the shared schemas' English (core's
 * message objects) is shown in the user's language.
 */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1">
      <Label id={`${id}-label`} htmlFor={id}>
        {label}
      </Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {translateMessage(error)}
        </p>
      )}
    </div>
  );
}

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(control, 'read-only:bg-muted', className)} {...props} />;
}

/** Several lines of text: narratives, notes and the reasons a delete, cancel or reopen asks for. */
export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn('w-full rounded-md border border-input bg-card px-3 py-2 text-sm aria-[invalid=true]:border-destructive', className)} {...props} />;
}

/** A native select: it works with the keyboard, screen readers, phones' pickers and Playwright's selectOption alike. */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(control, className)} {...props} />;
}
