import { useState, type RefObject } from 'react';
import { errorIn, type FormIssues } from './first-issue';

/**
 * Field errors as a form shows them: none until the first Save, then every field's problem at once, each gone as
 * soon as its field is right (they are worked out again from the draft on every change, not kept).
 */
export function useShownIssues(issuesOf: () => FormIssues, formRef: RefObject<HTMLFormElement | null>) {
  const [shown, setShown] = useState(false);
  const issues = shown ? issuesOf() : {};
  return {
    errorOf: errorIn(issues),
    /** True when the draft may be posted; otherwise shows the errors and puts focus on the first field in error. */
    check: () => {
      const found = issuesOf();
      setShown(true);
      if (Object.keys(found).length === 0) return true;
      setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return false;
    },
    reset: () => setShown(false),
  };
}
