import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { hawalaBranchCodes, type AccountListItem } from '@sarafi/core';
import { apiRequest } from '../../lib/api';
import { Badge } from '../../components/ui/card';
import { Input } from '../../components/ui/field';
import { cn } from '../../lib/cn';
import { accountsKey, accountsStaleTime } from '../accounts/account-queries';
import { accountLabel } from '../accounts/account-label';

/** The branch accounts a hawala may be passed by (docs/architecture.md, Screens, Pass Hawala: codes 1007 and 2007), active ones only. */
function useBranchAccounts() {
  return useQuery({
    queryKey: [...accountsKey, 'hawala-branches'],
    queryFn: async () => {
      const found = await Promise.all(
        hawalaBranchCodes.map((code) => apiRequest<AccountListItem[]>('GET', `/api/accounts?${new URLSearchParams({ q: code, status: 'active', limit: '20' })}`)),
      );
      return found.flat().filter((account) => (hawalaBranchCodes as readonly string[]).includes(account.accountCode));
    },
    staleTime: accountsStaleTime,
  });
}

/** The account's currency, green when it is the hawala's, red when it is not (docs/architecture.md, Screens, Pass Hawala). */
function CurrencyTag({ code, matches, className }: { code: string; matches: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant={matches ? 'success' : 'danger'} className={className} title={t(matches ? 'hawala.pass.currencyMatches' : 'hawala.pass.currencyDiffers')}>
      {code}
    </Badge>
  );
}

interface BranchAccountComboboxProps {
  id: string;
  value: AccountListItem | null;
  onChange: (account: AccountListItem | null) => void;
  /** The hawala's currency: each option's currency tag is green when it matches, red when it does not. */
  currency: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/**
 * An ARIA combobox over the branch accounts; typing narrows the few options by code or name. A click opens the list
 * again, also over a chosen account, so another can be picked; the clear button empties the field.
 */
export function BranchAccountCombobox({ id, value, onChange, currency, ...aria }: BranchAccountComboboxProps) {
  const { t } = useTranslation();
  const listId = useId();
  const branches = useBranchAccounts();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const needle = text.trim().toLowerCase();
  const options = (branches.data ?? []).filter((a) => !needle || a.accountCode.includes(needle) || a.accountName.toLowerCase().includes(needle));
  const choose = (account: AccountListItem) => {
    onChange(account);
    setText('');
    setOpen(false);
  };
  const clear = () => {
    onChange(null);
    setText('');
    setActive(0);
    setOpen(true);
    document.getElementById(id)?.focus();
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
        className={value ? 'pe-24' : text ? 'pe-10' : undefined}
        placeholder={t('hawala.pass.branchPlaceholder')}
        value={value ? accountLabel(value) : text}
        onChange={(event) => {
          if (value) onChange(null);
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
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
      {value && (
        <CurrencyTag code={value.currency} matches={value.currency === currency} className="pointer-events-none absolute end-10 top-1/2 -translate-y-1/2" />
      )}
      {(value || text) && (
        <button
          type="button"
          aria-label={t('hawala.pass.clearBranch')}
          title={t('hawala.pass.clearBranch')}
          // mousedown, not click: the input's blur would close the list first, and focus stays in the field.
          onMouseDown={(event) => event.preventDefault()}
          onClick={clear}
          className="absolute end-2 top-1/2 -translate-y-1/2 rounded-full p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
      {open && (
        <ul id={listId} role="listbox" className="absolute z-30 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-border bg-popover py-1 shadow-lg">
          {options.map((account, index) => {
            const matches = account.currency === currency;
            return (
              <li
                key={account.id}
                id={`${listId}-${account.id}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(account);
                }}
                onMouseEnter={() => setActive(index)}
                className={cn('flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm', index === active && 'bg-muted')}
              >
                <span className="truncate">{accountLabel(account)}</span>
                <CurrencyTag code={account.currency} matches={matches} />
              </li>
            );
          })}
          {options.length === 0 && (
            <li role="presentation" className="px-3 py-2 text-sm text-muted-foreground">
              {branches.isPending ? t('app.loading') : t('hawala.pass.noBranches')}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
