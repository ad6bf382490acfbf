import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Download, Printer, ReceiptText } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { notify } from '../../components/ui/toaster';
import { cn } from '../../lib/cn';
import { useDateFormat } from '../../lib/use-date-format';
import { LoadError, Spinner } from '../shell/status-pages';
import { LetterheadHeader } from '../shop-settings/letterhead-header';
import { useAccountName } from '../accounts/use-account-name';
import { shopToday } from '../../lib/shop-day';
import { cashBookQuery, useCashBook, type BooksRange } from './books-queries';
import { CashBookCurrencyCard } from './cash-book-currency';
import { CashBookFilters } from './cash-book-filters';
import { CashBookRoll } from './cash-book-roll';
import { CashBookSummary } from './cash-book-summary';
import { PaperStyle, usePrintPaper } from './print-paper';
import { downloadExport } from '../../lib/download';

/** `?date=` or `?from=&to=` opens the book on that period (the day close links here); else today. `?scope=shop`: the whole shop's cash. */
function initialRange(params: URLSearchParams): BooksRange {
  const date = params.get('date');
  const from = params.get('from');
  const to = params.get('to');
  const shop = params.get('scope') === 'shop';
  if (from && to) return { from, to, shop };
  const day = date ?? shopToday();
  return { from: day, to: day, shop };
}

/** The roznamcha: per currency the drawer's opening, every movement with its running balance, and the closing; of the safe or of the whole shop. */
export function CashBookPage() {
  const { t } = useTranslation();
  const format = useDateFormat();
  const [params] = useSearchParams();
  const [range, setRange] = useState(() => initialRange(params));
  const [exporting, setExporting] = useState(false);
  const { paper, print } = usePrintPaper();
  const accountName = useAccountName();
  const { data: book, error, isLoading, isFetching, refetch } = useCashBook(range);

  if (isLoading) return <Spinner label={t('books.loading')} />;
  const exportFile = async () => {
    setExporting(true);
    const done = await downloadExport(`/api/reports/cash-book/export${cashBookQuery(range)}`, 'cash_book.xlsx').catch(() => false);
    setExporting(false);
    if (!done) notify.error(t('books.exportFailed'));
  };
  const period = range.from === range.to ? format.date(range.from) : t('books.periodRange', { from: format.date(range.from), to: format.date(range.to) });

  return (
    <>
      <PaperStyle paper={paper} />
      <div className={cn('space-y-4 print:space-y-3', paper === '80mm' && 'print:hidden')}>
        <div className="hidden print:block">
          <LetterheadHeader />
        </div>
        <PageHeader
          title={t('books.cashBook.title')}
          subtitle={book && (book.shop ? t('books.cashBook.wholeShop') : `${book.cashAccount.code} - ${accountName(book.cashAccount.code, book.cashAccount.name)}`)}
        >
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button variant="outline" disabled={!book || exporting} onClick={() => void exportFile()}>
              <Download className="h-4 w-4" aria-hidden />
              {t('books.export')}
            </Button>
            <Button variant="outline" disabled={!book} onClick={() => print('A4')}>
              <Printer className="h-4 w-4" aria-hidden />
              {t('books.printA4')}
            </Button>
            <Button variant="outline" disabled={!book} onClick={() => print('80mm')}>
              <ReceiptText className="h-4 w-4" aria-hidden />
              {t('books.printRoll')}
            </Button>
          </div>
        </PageHeader>
        <p className="hidden text-sm print:block">{period}</p>
        <CashBookFilters initial={range} onShow={setRange} />
        {error || !book ? (
          <LoadError error={error} onRetry={() => void refetch()} />
        ) : (
          <div className={isFetching ? 'space-y-4 opacity-60 transition-opacity' : 'space-y-4'} aria-busy={isFetching}>
            {book.currencies.length === 0 ? (
              <Card className="py-10 text-center text-muted-foreground">{t('books.cashBook.empty')}</Card>
            ) : (
              book.currencies.map((c) => <CashBookCurrencyCard key={c.currencyId} book={c} withDates={book.from !== book.to} withTills={book.shop} />)
            )}
            <CashBookSummary book={book} />
          </div>
        )}
      </div>
      {paper === '80mm' && book && (
        <div className="hidden print:block">
          <CashBookRoll book={book} />
        </div>
      )}
    </>
  );
}
