import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import type { SignedInUser } from '@sarafi/core';
import { cn } from '../../lib/cn';
import { CommandPalette } from './command-palette';

const OpenPalette = createContext<() => void>(() => undefined);

/**
 * Holds the one command palette of the signed-in screens and opens it on Ctrl+K or Cmd+K from anywhere, even from
 * inside a field. The key is matched by position (KeyK), so it works on a Dari or Pashto keyboard layout too.
 */
export function CommandPaletteProvider({ user, children }: { user: SignedInUser; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.code === 'KeyK') {
        event.preventDefault();
        setOpen((was) => !was);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <OpenPalette.Provider value={() => setOpen(true)}>
      {children}
      <CommandPalette user={user} open={open} onOpenChange={setOpen} />
    </OpenPalette.Provider>
  );
}

/** A button for the palette, for a mouse or a phone: the shell's header and sidebar each have one. */
export function PaletteButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const open = useContext(OpenPalette);
  return (
    <button type="button" onClick={open} aria-label={t('palette.open')} aria-keyshortcuts="Control+K Meta+K" title={`${t('palette.open')} (Ctrl+K)`} className={cn('rounded-md p-1', className)}>
      <Search className="size-5" aria-hidden />
    </button>
  );
}
