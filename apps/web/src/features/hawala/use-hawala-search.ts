import { useState } from 'react';
import { useDebounced } from '../../lib/use-debounced';
import { useSearchFromAddress } from '../command-palette/use-search-from-address';

/**
 * A hawala list's search box: what is typed, and the search the server is asked once typing pauses (`q`). A search
 * named in the address (`?q=`, where the palette leads) fills the box.
 */
export function useHawalaSearch() {
  const [text, setText] = useState('');
  useSearchFromAddress(setText);
  const q = useDebounced(text);
  return { text, setText, q, settled: q === text };
}
