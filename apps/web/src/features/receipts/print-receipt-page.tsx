import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ReceiptPaper } from './receipt-paper';
import { parseReceiptPrint, printReceiptPath } from './receipt-width';
import { useReceipt } from './use-receipt';
import { useLetterhead } from '../shop-settings/use-letterhead';

/** docs/architecture.md, Constants and limits: printing starts 250 ms after the page is ready, so the browser has painted the receipt. */
const printDelayMs = 250;
const mmPerPx = 25.4 / 96;

/**
 * The window Print opens: the receipt alone. A roll's page is exactly as long as the receipt: `@page { size: 80mm
 * auto }` is not valid CSS (Chromium drops the declaration), so the height is measured once the receipt is laid out.
 * A4 is a sheet of its own size.
 */
export function PrintReceiptPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const print = parseReceiptPrint(search);
  const { data: receipt, isLoading } = useReceipt(Number(pathname.slice(printReceiptPath.length)));
  // The letterhead is part of the page's height: wait for it (a failed fetch prints without one).
  const letterhead = useLetterhead();
  const ready = receipt !== undefined && !letterhead.isLoading;
  const paper = useRef<HTMLDivElement>(null);
  const [pageHeightMm, setPageHeightMm] = useState<number | null>(null);

  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    let timer: number | undefined;
    // The text's height depends on the web fonts and the logo, so measure only once they are in.
    const images = [...(paper.current?.querySelectorAll('img') ?? [])].map((img) => img.decode().catch(() => undefined));
    void Promise.all([document.fonts.ready, ...images]).then(() => {
      if (cancelled || !paper.current) return;
      setPageHeightMm(Math.ceil(paper.current.getBoundingClientRect().height * mmPerPx));
      timer = window.setTimeout(() => window.print(), printDelayMs);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [ready, print.width, print.twoCopies]);

  if (isLoading || letterhead.isLoading) return <p className="p-2 text-sm">{t('receipts.loading')}</p>;
  if (!receipt) {
    return (
      <p role="alert" className="p-2 text-sm text-destructive">
        {t('receipts.loadFailed')}
      </p>
    );
  }
  const pageSize = print.width === 'A4' ? 'A4' : `${print.width} ${pageHeightMm}mm`;
  return (
    <main className="min-h-screen bg-white">
      {pageHeightMm !== null && <style>{`@page { size: ${pageSize}; margin: 0 }`}</style>}
      <ReceiptPaper ref={paper} receipt={receipt} print={print} />
    </main>
  );
}
