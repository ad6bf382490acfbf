import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ReceiptPaper } from './receipt-paper';
import { parseReceiptWidth, printReceiptPath } from './receipt-width';
import { useReceipt } from './use-receipt';

/** SPEC §9: printing starts 250 ms after the page is ready, so the browser has painted the receipt. */
const printDelayMs = 250;
const mmPerPx = 25.4 / 96;

/**
 * The window Print opens: the receipt alone, one page exactly as long as the receipt. `@page { size: 80mm auto }`
 * is not valid CSS (Chromium drops the declaration), so the page height is measured once the receipt is laid out.
 */
export function PrintReceiptPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const width = parseReceiptWidth(new URLSearchParams(search).get('width'));
  const { data: receipt, isLoading } = useReceipt(Number(pathname.slice(printReceiptPath.length)));
  const paper = useRef<HTMLDivElement>(null);
  const [pageHeightMm, setPageHeightMm] = useState<number | null>(null);

  useEffect(() => {
    if (!receipt) return;
    let cancelled = false;
    let timer: number | undefined;
    // The text's height depends on the web fonts, so measure only once they are in.
    void document.fonts.ready.then(() => {
      if (cancelled || !paper.current) return;
      setPageHeightMm(Math.ceil(paper.current.getBoundingClientRect().height * mmPerPx));
      timer = window.setTimeout(() => window.print(), printDelayMs);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [receipt, width]);

  if (isLoading) return <p className="p-2 text-sm">{t('receipts.loading')}</p>;
  if (!receipt) {
    return (
      <p role="alert" className="p-2 text-sm text-destructive">
        {t('receipts.loadFailed')}
      </p>
    );
  }
  return (
    <main className="min-h-screen bg-white">
      {pageHeightMm !== null && <style>{`@page { size: ${width} ${pageHeightMm}mm; margin: 0 }`}</style>}
      <ReceiptPaper ref={paper} receipt={receipt} width={width} />
    </main>
  );
}
