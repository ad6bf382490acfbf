import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AccountListItem } from '@sarafi/core';
import { apiRequest } from '../../lib/api';
import { Input } from '../../components/ui/field';
import { cn } from '../../lib/cn';
import { accountsKey, accountsStaleTime } from '../accounts/account-queries';
import type { SearchType } from './search-type';

export const accountLabel = (account: AccountListItem, searchType: SearchType = 'code') =>
  searchType === 'code' ? `${account.accountCode} - ${account.accountName}` : `${account.accountName} - ${account.accountCode}`;

const shown = 20;
/** A filtered picker (say, hawala partners only) looks through more accounts for its few matches. */
const scanned = 100;

function useAccountOptions(text: string, activeOnly: boolean, accept?: (account: AccountListItem) => boolean) {
  const [q, setQ] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 200);
    return () => clearTimeout(timer);
  }, [text]);
  const query = useQuery({
    queryKey: [...accountsKey, activeOnly ? 'active' : 'any', q, accept ? scanned : shown],
    queryFn: () =>
      apiRequest<AccountListItem[]>('GET', `/api/accounts?${new URLSearchParams({ q, limit: String(accept ? scanned : shown), ...(activeOnly ? { status: 'active' } : {}) })}`),
    staleTime: accountsStaleTime,
  });
  // While the typed text has not been searched yet, the last results belong to another text: offering them would
  // let a quick Enter pick an account the clerk never asked for.
  const current = q === text.trim();
  const options = current ? (query.data ?? []) : [];
  return { options: accept ? options.filter(accept).slice(0, shown) : options, loading: !current || query.isPending };
}

interface AccountComboboxProps {
  id: string;
  value: AccountListItem | null;
  onChange: (account: AccountListItem | null) => void;
  searchType?: SearchType;
  /** Posting offers only active accounts; a search may look for any account. */
  activeOnly?: boolean;
  /** Offers only the accounts this accepts (checked in the browser over the server's matches). */
  accept?: (account: AccountListItem) => boolean;
  /** Shown when nothing matches, instead of the generic text. */
  emptyText?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * An ARIA combobox over accounts, searched on the server by code or name. Typing drops the current choice,
 * so what the box shows is always either a chosen account or a search.
 */
export function AccountCombobox({ id, value, onChange, searchType = 'code', activeOnly = true, accept, emptyText, ...aria }: AccountComboboxProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const { options, loading } = useAccountOptions(value ? '' : text, activeOnly, accept);

  const choose = (account: AccountListItem) => {
    onChange(account);
    setText('');
    setOpen(false);
  };

  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && options[active] ? `${listId}-${options[active].id}` : undefined}
        {...aria}
        autoComplete="off"
        placeholder={t('transactions.accountPlaceholder')}
        value={value ? accountLabel(value, searchType) : text}
        onChange={(event) => {
          if (value) onChange(null);
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            setActive((i) => Math.min(i + 1, options.length - 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((i) => Math.max(i - 1, 0));
          } else if (event.key === 'Enter' && open && options[active]) {
            event.preventDefault();
            choose(options[active]);
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      {open && !value && (
        <ul id={listId} role="listbox" className="absolute z-30 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-border bg-popover py-1 shadow-lg">
          {options.map((account, index) => (
            <li
              key={account.id}
              id={`${listId}-${account.id}`}
              role="option"
              aria-selected={index === active}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(account);
              }}
              onMouseEnter={() => setActive(index)}
              className={cn('flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm', index === active && 'bg-muted')}
            >
              <span className="truncate">{accountLabel(account, searchType)}</span>
              <span className="shrink-0 text-xs text-muted-foreground">{account.currency}</span>
            </li>
          ))}
          {options.length === 0 && (
            <li role="presentation" className="px-3 py-2 text-sm text-muted-foreground">
              {loading ? t('app.loading') : (emptyText ?? t(activeOnly ? 'transactions.noAccounts' : 'transactions.noAnyAccounts'))}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
