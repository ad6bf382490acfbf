import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** Also for links that look like buttons, so both share one set of styles. */
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-xs hover:bg-blue-800',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-slate-200',
        outline: 'border border-input bg-card shadow-xs hover:bg-muted',
        ghost: 'hover:bg-muted',
        /** Delete, Cancel hawala…: quiet in a list until hovered or focused, and always followed by a confirmation. */
        destructive:
          'border border-red-300 bg-card text-red-700 hover:border-destructive hover:bg-destructive hover:text-destructive-foreground focus-visible:bg-destructive focus-visible:text-destructive-foreground',
        /** The confirmation's own button, the one click that does it. */
        confirmDestructive: 'bg-destructive text-destructive-foreground shadow-xs hover:bg-red-700',
      },
      size: { default: 'h-10 px-4', sm: 'h-8 px-3', icon: 'h-9 w-9' },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  VariantProps<typeof buttonVariants> & {
    /**
     * The button's action is under way: it says it is unavailable (`aria-disabled`) and ignores its clicks, but it
     * stays focusable. A `disabled` button drops the keyboard's focus to the page the moment it is pressed, so the
     * clerk who pressed Enter on it would have to find their place again (docs/decisions.md, Web and i18n).
     */
    busy?: boolean;
  };

/** `type` defaults to 'button' so a button inside a form submits only when it says so. */
export function Button({ className, variant, size, type = 'button', busy = false, onClick, ...props }: ButtonProps) {
  return (
    <button
      type={type}
      aria-disabled={busy || undefined}
      className={cn(buttonVariants({ variant, size }), busy && 'cursor-progress opacity-50', className)}
      onClick={(event) => {
        // Also cancels a form's submission through it: a field's Enter submits by clicking the form's first submit button.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    />
  );
}
