import { useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list screen's search taken from its address (`?q=`, where a command palette result leads), applied once for each
 * new value, also when the screen is already open; typing in the box afterwards is the clerk's own.
 */
export function useSearchFromAddress(apply: (q: string) => void) {
  const q = useSearchParams()[0].get('q');
  const [applied, setApplied] = useState<string | null>(null);
  if (q !== applied) {
    setApplied(q);
    if (q) apply(q);
  }
}
