import { useState } from 'react';
import { flushSync } from 'react-dom';

export type Paper = 'A4' | '80mm';

/**
 * The page size of a print, only while the page is mounted: a plain <style> leaves with the page, whereas one React
 * hoists would stay in the head and set the size of every later print.
 */
export function PaperStyle({ paper }: { paper: Paper }) {
  return <style>{paper === 'A4' ? '@page { size: A4; margin: 12mm }' : '@page { size: 80mm auto; margin: 0 }'}</style>;
}

/**
 * Printing on a chosen paper: the page is rendered for that paper before the print dialog opens (flushSync), and
 * goes back to A4, what Ctrl+P prints, once the dialog has closed (window.print returns then).
 */
export function usePrintPaper() {
  const [paper, setPaper] = useState<Paper>('A4');
  const print = (next: Paper) => {
    flushSync(() => setPaper(next));
    window.print();
    setPaper('A4');
  };
  return { paper, print };
}
