import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import type { HawalaDetail } from '@sarafi/core';
import { Card, PageHeader } from '../../components/ui/card';
import { Field, Input } from '../../components/ui/field';
import { DateInput } from '../../components/ui/date-input';
import { HawalaDetailPanel } from './hawala-detail-panel';
import { useHawalaDetails, type HawalaFilters } from './hawala-queries';
import { cn } from '../../lib/cn';
import { OutgoingHawalaPanel } from './outgoing-hawala-list';
import { PassHawalaList } from './pass-hawala-list';
import { ReceiptDialog } from '../receipts/receipt-dialog';
import { useHawalaActions } from './use-hawala-actions';
import { HawalaListState } from './hawala-list-state';
import { useHawalaSearch } from './use-hawala-search';


const tabs = ['incoming', 'outgoing'] as const;
type Tab = (typeof tabs)[number];

/**
 * Pass Hawala with two tabs: Incoming, the imported hawalas of the Pass Hawala screen in docs/architecture.md, and Outgoing, the hawalas we sent (docs/decisions.md, Hawalas we send).
 * The tab is in the address (`?tab=outgoing`), so a reload or a link keeps it.
 */
export function PassHawalaPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'outgoing' ? 'outgoing' : 'incoming';
  const choose = (next: Tab) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next === 'outgoing') copy.set('tab', next);
      else copy.delete('tab');
      return copy;
    });
  return (
    <div className="space-y-4">
      <PageHeader title={t('hawala.pass.title')} subtitle={t(tab === 'outgoing' ? 'hawala.outgoing.subtitle' : 'hawala.pass.subtitle')} />
      <div role="tablist" aria-label={t('hawala.outgoing.tabs')} className="inline-flex rounded-md border border-border bg-card p-1">
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`hawala-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`hawala-panel-${name}`}
            onClick={() => choose(name)}
            className={cn('rounded px-4 py-1.5 text-sm font-medium', tab === name ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted')}
          >
            {t(`hawala.outgoing.tab.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`hawala-panel-${tab}`} aria-labelledby={`hawala-tab-${tab}`}>
        {tab === 'incoming' ? <IncomingHawala /> : <OutgoingHawalaPanel />}
      </div>
    </div>
  );
}

/** docs/architecture.md, Screens, Pass Hawala: find an imported hawala (searched by the server), read it, and pay it out, reopen or cancel it. */
function IncomingHawala() {
  const { t } = useTranslation();
  const search = useHawalaSearch();
  const [filters, setFilters] = useState<Omit<HawalaFilters, 'q'>>({ fromDate: '', toDate: '' });
  const [selected, setSelected] = useState<HawalaDetail | null>(null);
  const [receiptId, setReceiptId] = useState<number | null>(null);

  const panel = useRef<HTMLDivElement>(null);
  const list = useHawalaDetails({ ...filters, q: search.q });
  // The open detail follows the list as it is read again (after a pass the row comes back Passed).
  const shown = selected ? (list.rows.find((row) => row.id === selected.id) ?? selected) : null;
  const actions = useHawalaActions({
    onPassed: (id, transactionId) => {
      setSelected((s) => (s && s.id === id ? { ...s, hawalaStatus: 'Passed' } : s));
      setReceiptId(transactionId);
    },
    onClosed: () => setSelected(null),
  });
  // On a phone the detail stacks under the list: bring it into view when a row is chosen.
  const shownId = shown?.id;
  useEffect(() => {
    if (shownId !== undefined && window.matchMedia('(max-width: 1023px)').matches) panel.current?.scrollIntoView({ block: 'start' });
  }, [shownId]);
  const nearEnd = () => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <Card className="min-w-0 space-y-3">
          <div className="grid grid-cols-2 gap-3">
            <div className="col-span-2">
              <Field label={t('hawala.pass.search')}>
                {(control) => (
                  <div className="relative">
                    <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
                    <Input
                      {...control}
                      type="search"
                      className="ps-9"
                      placeholder={t('hawala.pass.searchPlaceholder')}
                      value={search.text}
                      onChange={(e) => search.setText(e.target.value)}
                      // The counter's way in (docs/decisions.md, Web and i18n): type the number, Enter opens the first match of that search.
                      autoFocus
                      onKeyDown={(e) => {
                        if (e.key !== 'Enter') return;
                        // Never let this Enter reach the Pass button that takes focus as the detail opens: it would pay out.
                        e.preventDefault();
                        if (search.settled && !list.isFetching && list.rows[0]) setSelected(list.rows[0]);
                      }}
                    />
                  </div>
                )}
              </Field>
            </div>
            <Field label={t('hawala.pass.fromDate')}>
              {(control) => <DateInput {...control} value={filters.fromDate} onChange={(fromDate) => setFilters({ ...filters, fromDate })} />}
            </Field>
            <Field label={t('hawala.pass.toDate')}>
              {(control) => <DateInput {...control} value={filters.toDate} onChange={(toDate) => setFilters({ ...filters, toDate })} />}
            </Field>
          </div>
          <HawalaListState list={list} countTestId="hawala-count" emptyText={t('hawala.pass.empty')}>
            <PassHawalaList rows={list.rows} selectedId={shown?.id ?? null} onSelect={setSelected} onNearEnd={nearEnd} />
          </HawalaListState>
        </Card>
        {shown ? (
          <div ref={panel} className="scroll-mt-16 lg:sticky lg:top-4">
            <HawalaDetailPanel key={shown.id} hawala={shown} actions={actions} onClose={() => setSelected(null)} />
          </div>
        ) : (
          <Card className="hidden text-center text-sm text-muted-foreground lg:block">{t('hawala.pass.chooseOne')}</Card>
        )}
      </div>
      {receiptId !== null && <ReceiptDialog transactionId={receiptId} onClose={() => setReceiptId(null)} />}
    </div>
  );
}
