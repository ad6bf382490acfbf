import { useEffect, useId, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountDisplayName, accountNature, type AccountListItem, type AccountSearchItem } from '@sarafi/core';
import { apiRequest } from '../../lib/api';
import { focusNextField } from '../../components/ui/entry-form';
import { Input } from '../../components/ui/field';
import { cn } from '../../lib/cn';
import { accountsKey, accountsStaleTime } from '../accounts/account-queries';
import { ShopBalanceText } from '../balances/shop-balance-text';
import type { SearchType } from './search-type';
import { accountLabel } from '../accounts/account-label';


const shown = 20;
/** A filtered picker (say, hawala partners only) looks through more accounts for its few matches. */
const scanned = 100;

function useAccountOptions(text: string, activeOnly: boolean, accept?: (account: AccountSearchItem) => boolean) {
  const queryClient = useQueryClient();
  const [q, setQ] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 200);
    return () => clearTimeout(timer);
  }, [text]);
  const search = (term: string) => ({
    queryKey: [...accountsKey, activeOnly ? 'active' : 'any', term, accept ? scanned : shown],
    queryFn: () =>
      apiRequest<AccountSearchItem[]>('GET', `/api/accounts?${new URLSearchParams({ q: term, limit: String(accept ? scanned : shown), ...(activeOnly ? { status: 'active' } : {}) })}`),
    staleTime: accountsStaleTime,
  });
  const offered = (found: AccountSearchItem[]) => (accept ? found.filter(accept).slice(0, shown) : found);
  const query = useQuery(search(q));
  // While the typed text has not been searched yet, the last results belong to another text: offering them would
  // let a quick Enter pick an account the clerk never asked for.
  const current = q === text.trim();
  return {
    options: offered(current ? (query.data ?? []) : []),
    loading: !current || query.isPending,
    /** The options for the text as typed now, waiting for its search (from the same cache) when it has not come yet. */
    settle: async () => offered(await queryClient.fetchQuery(search(text.trim()))),
  };
}

interface AccountComboboxProps {
  id: string;
  value: AccountListItem | null;
  onChange: (account: AccountListItem | null) => void;
  searchType?: SearchType;
  /** Posting offers only active accounts; a search may look for any account. */
  activeOnly?: boolean;
  /** Offers only the accounts this accepts (checked in the browser over the server's matches). */
  accept?: (account: AccountSearchItem) => boolean;
  /** Shown when nothing matches, instead of the generic text. */
  emptyText?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** One option: who it is (code, full name, father, phone) and where they stand (currency, balance as the shop reads it). */
export function AccountOption({ account, searchType }: { account: AccountSearchItem; searchType: SearchType }) {
  const { t } = useTranslation();
  const fullName = accountDisplayName(account);
  const details = [account.fatherName && t('transactions.accountFather', { name: account.fatherName }), account.phone].filter(Boolean);
  return (
    <>
      <span className="min-w-0">
        <span className="block truncate">
          {searchType === 'code' ? (
            <>
              <bdi className="font-medium">{account.accountCode}</bdi> - <bdi>{fullName}</bdi>
            </>
          ) : (
            <>
              <bdi className="font-medium">{fullName}</bdi> - <bdi>{account.accountCode}</bdi>
            </>
          )}
        </span>
        {details.length > 0 && (
          <span className="block text-xs text-muted-foreground">
            {details.map((detail, index) => (
              <span key={index}>
                {index > 0 && ' · '}
                {detail === account.phone ? (
                  <bdi dir="ltr" className="whitespace-nowrap">
                    {detail}
                  </bdi>
                ) : (
                  <bdi>{detail}</bdi>
                )}
              </span>
            ))}
          </span>
        )}
      </span>
      {/* The currency by its code as well as the balance's sign: ؋ alone does not tell a clerk 'AFN' at a glance. */}
      <span className="flex shrink-0 items-baseline gap-1.5 text-xs">
        <span className="text-muted-foreground">{account.currency}</span>
        <ShopBalanceText stored={account.balance} nature={accountNature({ ...account, isSystem: false })} symbol={account.currency} />
      </span>
    </>
  );
}

/**
 * An ARIA combobox over accounts, searched on the server (code, names, phone, tazkira: the one account search).
 * Typing drops the current choice, so what the box shows is always either a chosen account or a search. Enter on
 * typed text never submits the form: it picks the highlighted match (a full code typed comes first), and while the
 * search for the text is still running it waits for it and then picks.
 */
export function AccountCombobox({ id, value, onChange, searchType = 'code', activeOnly = true, accept, emptyText, ...aria }: AccountComboboxProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const { options, loading, settle } = useAccountOptions(value ? '' : text, activeOnly, accept);
  // The text as typed now, for an Enter that waited on a search: if the clerk typed on meanwhile, it picks nothing.
  const typed = useRef(text);

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
          typed.current = event.target.value;
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
          } else if (event.key === 'Enter' && !value && text.trim()) {
            event.preventDefault();
            const input = event.currentTarget;
            // A pick by Enter goes on to the next field, as Enter does everywhere on an entry form.
            const pick = (account: AccountListItem) => {
              choose(account);
              setTimeout(() => document.activeElement === input && focusNextField(input));
            };
            if (!loading) {
              if (options[active]) pick(options[active]);
              return;
            }
            const waitedFor = text;
            // A failed search picks nothing: the field stays empty and the form's own check names it on Save.
            void settle()
              .then((found) => {
                if (typed.current === waitedFor && found[0]) pick(found[0]);
              })
              .catch(() => undefined);
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
              className={cn('flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm', index === active && 'bg-muted')}
            >
              <AccountOption account={account} searchType={searchType} />
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
