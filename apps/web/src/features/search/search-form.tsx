import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, X, RotateCcw } from 'lucide-react';
import type { AccountListItem } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, Input, Select } from '../../components/ui/field';
import { DateInput } from '../../components/ui/date-input';
import { AccountCombobox } from '../transactions/account-combobox';
import { emptyFilters, type SearchFilters, type SearchWhat } from './use-transaction-search';

const searchWhats: SearchWhat[] = ['all', 'debit', 'credit', 'transfer', 'hawala', 'exchange', 'settlement', 'deleted'];

interface SearchFormProps {
  onSearch: (filters: SearchFilters) => void;
  onNew: () => void;
  onClose: () => void;
}

/** The filter form (docs/architecture.md, Screens, Search Transactions): New Search, Search, Close. */
export function SearchForm({ onSearch, onNew, onClose }: SearchFormProps) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<SearchFilters>(emptyFilters);
  const [account, setAccount] = useState<AccountListItem | null>(null);
  const set = (patch: Partial<SearchFilters>) => setFilters((f) => ({ ...f, ...patch }));
  return (
    <Card>
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(filters);
        }}
      >
        <Field label={t('search.searchWhat')}>
          {(control) => (
            <Select {...control} value={filters.searchWhat} onChange={(event) => set({ searchWhat: event.target.value as SearchWhat })}>
              {searchWhats.map((what) => (
                <option key={what} value={what}>
                  {t(`search.what.${what}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('search.referenceId')}>
          {(control) => <Input {...control} inputMode="numeric" value={filters.referenceId} onChange={(event) => set({ referenceId: event.target.value })} />}
        </Field>
        <Field label={t('search.account')}>
          {(control) => (
            <AccountCombobox
              {...control}
              activeOnly={false}
              value={account}
              onChange={(chosen) => {
                setAccount(chosen);
                set({ accountId: chosen?.id ?? null });
              }}
            />
          )}
        </Field>
        <Field label={t('search.narrative')}>
          {(control) => <Input {...control} value={filters.narrative} onChange={(event) => set({ narrative: event.target.value })} />}
        </Field>
        <Field label={t('search.amount')}>
          {(control) => <Input {...control} inputMode="decimal" dir="ltr" value={filters.amount} onChange={(event) => set({ amount: event.target.value })} />}
        </Field>
        <Field label={t('search.transactionDate')}>
          {(control) => <DateInput {...control} value={filters.date} onChange={(date) => set({ date })} />}
        </Field>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
          <Button
            variant="outline"
            onClick={() => {
              setFilters(emptyFilters);
              setAccount(null);
              onNew();
            }}
          >
            <RotateCcw className="size-4" aria-hidden /> {t('search.newSearch')}
          </Button>
          <Button type="submit">
            <Search className="size-4" aria-hidden /> {t('search.search')}
          </Button>
          <Button variant="outline" onClick={onClose}>
            <X className="size-4" aria-hidden /> {t('common.close')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
