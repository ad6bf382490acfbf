import { useEffect, useId, useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import type { SignedInUser } from '@sarafi/core';
import { overlayClass, useReturnFocus } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';
import { PaletteRow } from './palette-row';
import { usePaletteResults, type PaletteItem } from './use-palette-results';

type Group = 'transaction' | 'account' | 'incoming' | 'outgoing' | 'screen';
const groupOf = (item: PaletteItem): Group => (item.kind === 'hawala' ? item.direction : item.kind);

/** The items under a heading per kind; the results hook lists each kind together, in this order. */
function groupsOf(items: PaletteItem[]) {
  const groups: { group: Group; members: PaletteItem[] }[] = [];
  for (const item of items) {
    const group = groupOf(item);
    if (groups.at(-1)?.group === group) groups.at(-1)!.members.push(item);
    else groups.push({ group, members: [item] });
  }
  return groups;
}

interface CommandPaletteProps {
  user: SignedInUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Ctrl+K (Cmd+K): find an account, a hawala, a transaction by id or a screen, and open it, keyboard first. Escape
 * closes it and gives focus back to where it was; opening an item hands focus to the screen it opens instead.
 */
export function CommandPalette({ user, open, onOpenChange }: CommandPaletteProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const returnFocus = useReturnFocus();
  const opened = useRef(false);
  const choose = (item: PaletteItem) => {
    opened.current = true;
    onOpenChange(false);
    void navigate(item.path);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 top-2 z-50 mx-auto flex max-h-[calc(100dvh-1rem)] w-[min(96vw,40rem)] flex-col overflow-hidden rounded-card bg-popover text-popover-foreground shadow-xl animate-fade-in focus:outline-none sm:top-[12vh] sm:max-h-[70vh]"
          onOpenAutoFocus={() => {
            opened.current = false;
            returnFocus.onOpenAutoFocus();
          }}
          onCloseAutoFocus={(event) => (opened.current ? event.preventDefault() : returnFocus.onCloseAutoFocus(event))}
        >
          <Dialog.Title className="sr-only">{t('palette.title')}</Dialog.Title>
          {/* Mounted with each opening, so every opening starts with an empty search. */}
          <PaletteSearch user={user} onChoose={choose} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** An ARIA combobox over a listbox grouped by kind: arrows move (round the ends), Enter opens the active option. */
function PaletteSearch({ user, onChoose }: { user: SignedInUser; onChoose: (item: PaletteItem) => void }) {
  const { t } = useTranslation();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const { items, searching } = usePaletteResults(text, user);
  const current = items[Math.min(active, items.length - 1)];
  const optionId = (item: PaletteItem) => `${listId}-${item.key}`;
  useEffect(() => {
    if (current) document.getElementById(optionId(current))?.scrollIntoView({ block: 'nearest' });
  });
  const enterWaiting = useRef<string | null>(null);
  useEffect(() => {
    if (searching || enterWaiting.current === null) return;
    const waitedFor = enterWaiting.current;
    enterWaiting.current = null;
    if (waitedFor === text && items[0]) onChoose(items[0]);
  });
  const move = (to: number) => setActive(items.length === 0 ? 0 : (to + items.length) % items.length);
  return (
    <>
      <div className="flex items-center gap-2 border-b border-border px-4">
        <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <input
          role="combobox"
          aria-expanded
          aria-controls={listId}
          aria-autocomplete="list"
          aria-label={t('palette.title')}
          aria-activedescendant={current ? optionId(current) : undefined}
          autoComplete="off"
          spellCheck={false}
          className="h-12 min-w-0 flex-1 bg-transparent text-base placeholder:text-muted-foreground"
          // The focus ring inside the box: the dialog's rounded corners clip anything drawn outside it.
          style={{ outlineOffset: '-2px' }}
          placeholder={t('palette.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              move(active + (event.key === 'ArrowDown' ? 1 : -1));
            } else if (event.key === 'Enter') {
              event.preventDefault();
              // Before the search for this text has answered, Enter waits for it and then opens the first result.
              if (searching) enterWaiting.current = text;
              else if (current) onChoose(current);
            }
          }}
        />
      </div>
      <div id={listId} role="listbox" aria-label={t('palette.results')} className="min-h-0 flex-1 overflow-y-auto p-2">
        {groupsOf(items).map(({ group, members }) => (
          <div key={group} role="group" aria-labelledby={`${listId}-${group}`}>
            <div id={`${listId}-${group}`} aria-hidden className="px-2 pt-2 pb-1 text-xs font-semibold text-muted-foreground">
              {t(`palette.groups.${group}`)}
            </div>
            {members.map((item) => (
              <div
                key={item.key}
                id={optionId(item)}
                role="option"
                aria-selected={item === current}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(item)}
                onMouseMove={() => setActive(items.indexOf(item))}
                className={cn('flex cursor-pointer items-center justify-between gap-3 rounded-md px-2 py-2 text-sm', item === current && 'bg-muted')}
              >
                <PaletteRow item={item} />
              </div>
            ))}
          </div>
        ))}
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-border px-4 py-2 text-xs text-muted-foreground">
        <p aria-live="polite">{searching ? t('palette.searching') : items.length === 0 ? t('palette.nothing') : t('palette.count', { count: items.length })}</p>
        {/* Key names stay as printed on the keys; phones have none. */}
        <p aria-hidden className="hidden gap-3 sm:flex">
          {[
            ['↑↓', 'palette.move'],
            ['Enter', 'palette.choose'],
            ['Esc', 'palette.close'],
          ].map(([key, action]) => (
            <span key={key}>
              <kbd className="rounded border border-border px-1" dir="ltr">
                {key}
              </kbd>{' '}
              {t(action!)}
            </span>
          ))}
        </p>
      </div>
    </>
  );
}
