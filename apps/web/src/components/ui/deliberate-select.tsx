import type { KeyboardEvent, SelectHTMLAttributes } from 'react';

/** Keys a closed native select acts on at once: a typed letter jumps to an option (typeahead), arrows step to the next. */
const changesAtOnce = (event: KeyboardEvent) =>
  !event.altKey && !event.ctrlKey && !event.metaKey && (event.key.length === 1 ? event.key !== ' ' : ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown'].includes(event.key));

/**
 * A native select for a stored setting (language, calendar): it changes only by a deliberate choice, never by a
 * letter typed into it by mistake on the way through the page. The keyboard opens its list with Space, Enter or
 * Alt+↓ and picks there; the mouse, touch and screen readers work as with any select.
 */
export function DeliberateSelect({ onKeyDown, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      {...props}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (changesAtOnce(event)) event.preventDefault();
      }}
    />
  );
}
