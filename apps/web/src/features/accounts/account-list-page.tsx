import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Download, Plus, Search, ArrowLeftRight } from 'lucide-react';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { Input } from '../../components/ui/field';
import { notify } from '../../components/ui/toaster';
import { AccountEditDialog } from './account-edit-dialog';
import { AccountRow } from './account-row';
import { useAccountSearch } from './use-account-search';
import { downloadExport } from '../../lib/download';
import { shopToday } from '../../lib/shop-day';

/** docs/architecture.md, Screens, Old Account Edit, searched and paged on the server so it stays fast with 100,000 accounts. */
export function AccountListPage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<number>();
  const search = useAccountSearch(text);

  const exportReport = async () => {
    const done = await downloadExport(`/api/accounts/export${search.q ? `?q=${encodeURIComponent(search.q)}` : ''}`, `accounts_${shopToday()}.xlsx`);
    if (!done) notify.error(t('accounts.exportFailed'));
  };

  return (
    <div>
      <PageHeader title={t('accounts.editAccount')} subtitle={t('accounts.editSubtitle')}>
        <Link to="/transactions/transfer" className={buttonVariants({ variant: 'outline' })}>
          <ArrowLeftRight className="h-4 w-4" aria-hidden />
          {t('accounts.newTransaction')}
        </Link>
        <Button variant="outline" onClick={() => void exportReport()}>
          <Download className="h-4 w-4" aria-hidden />
          {t('accounts.exportReport')}
        </Button>
        <Link to="/accounts/new" className={buttonVariants()}>
          <Plus className="h-4 w-4" aria-hidden />
          {t('accounts.new')}
        </Link>
      </PageHeader>

      <Card className="p-0">
        <div className="relative border-b border-border p-3">
          <Search className="pointer-events-none absolute start-6 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            className="ps-9"
            aria-label={t('accounts.searchLabel')}
            placeholder={t('accounts.searchPlaceholder')}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        {search.isLoading ? (
          <ul aria-busy="true">
            {[0, 1, 2].map((i) => (
              <li key={i} className="flex animate-pulse gap-3 border-b border-border p-3" data-testid="account-skeleton">
                <div className="h-5 w-12 rounded-full bg-muted" />
                <div className="h-5 flex-1 rounded bg-muted" />
              </li>
            ))}
          </ul>
        ) : search.accounts.length === 0 ? (
          <p className="p-8 text-center text-muted-foreground">{t('accounts.noMatch')}</p>
        ) : (
          <>
            <ul>
              {search.accounts.map((account) => (
                <AccountRow key={account.id} account={account} onEdit={() => setEditing(account.id)} />
              ))}
            </ul>
            <div className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm text-muted-foreground">
              <span data-testid="account-count">
                {t(search.capped ? 'accounts.showingCapped' : 'accounts.showing', { shown: search.accounts.length, total: search.total })}
              </span>
              {search.hasNextPage && (
                <Button size="sm" variant="outline" disabled={search.isFetchingNextPage} onClick={() => void search.fetchNextPage()}>
                  {t('accounts.loadMore')}
                </Button>
              )}
            </div>
          </>
        )}
      </Card>
      {editing !== undefined && <AccountEditDialog accountId={editing} onClose={() => setEditing(undefined)} />}
    </div>
  );
}
