import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatCalendarDateTime, formatRate, type BoardResponse } from '@sarafi/core';
import { ApiError, apiRequest } from '../../lib/api';
import { boardOptions } from './board-options';

/** New prices reach the TV within half a minute of an admin saving them. */
const refreshMs = 30_000;

function useBoard() {
  return useQuery({
    queryKey: ['/api/board'],
    queryFn: () => apiRequest<BoardResponse>('GET', '/api/board'),
    refetchInterval: refreshMs,
    // The TV's tab may never have the focus; it must keep asking all day, and again after the board was off.
    refetchIntervalInBackground: true,
  });
}

/**
 * The rates board (docs/decisions.md, Exchange desk): a public, read-only, full-screen page for the shop's TV, outside the signed-in app.
 * Large light-on-dark type, read from across a room; the language and calendar come from the address.
 */
export function BoardPage() {
  const { language, calendar } = boardOptions(window.location.search);
  const { t, i18n } = useTranslation(undefined, { lng: language });
  const board = useBoard();
  const dir = i18n.dir(language);
  const shopName = board.data?.shopName ?? '';
  useEffect(() => {
    document.title = shopName ? `${shopName} · ${t('board.title')}` : t('board.title');
    document.documentElement.lang = language;
    document.documentElement.dir = dir;
  }, [t, language, dir, shopName]);
  const off = board.error instanceof ApiError && board.error.status === 404;
  const data = off ? undefined : board.data;
  return (
    <main lang={language} dir={dir} className="flex min-h-screen flex-col bg-slate-950 px-[3vw] py-[3vh] text-white" data-testid="rates-board">
      <header className="flex flex-wrap items-end justify-between gap-x-8 gap-y-2 border-b-2 border-slate-700 pb-[2vh]">
        <div>
          {/* The shop's name heads its own screen; the board's title is then the line under it. */}
          <h1 className="text-[clamp(2rem,4.5vw,5rem)] leading-tight font-bold" data-testid="board-shop-name">
            {shopName || t('board.title')}
          </h1>
          {data && (
            <p className="text-[clamp(1rem,1.8vw,2rem)] text-slate-300">
              {[shopName && t('board.title'), t('board.against', { code: data.baseCurrencyCode, symbol: data.baseCurrencySymbol })].filter(Boolean).join(' · ')}
            </p>
          )}
        </div>
        <p className="text-[clamp(1rem,1.8vw,2rem)] text-slate-300" data-testid="board-updated">
          {data &&
            (data.updatedAt ? (
              <time dateTime={data.updatedAt}>{t('board.updated', { time: formatCalendarDateTime(data.updatedAt, calendar, language) })}</time>
            ) : (
              t('board.never')
            ))}
        </p>
      </header>
      {off ? (
        <Notice title={t('board.off')} text={t('board.offText')} />
      ) : !data ? (
        <Notice title={board.isError ? t('board.failed') : t('board.loading')} />
      ) : data.rates.length === 0 ? (
        <Notice title={t('board.empty')} />
      ) : (
        <table className="mt-[2vh] w-full border-separate border-spacing-y-[1vh] text-[clamp(1.5rem,min(5vw,7vh),7rem)] leading-none">
          <thead className="text-[clamp(1rem,2.2vw,2.5rem)] text-slate-300">
            <tr>
              <th className="text-start font-semibold">{t('board.currency')}</th>
              <th className="w-[30%] text-end font-semibold">{t('board.buy')}</th>
              <th className="w-[30%] pe-[1.5vw] text-end font-semibold">{t('board.sell')}</th>
            </tr>
          </thead>
          <tbody>
            {data.rates.map((rate) => (
              <tr key={rate.code} data-currency={rate.code} className="bg-slate-900">
                <th scope="row" className="rounded-s-xl py-[1.5vh] ps-[1.5vw] text-start">
                  <span className="inline-flex items-center gap-[1vw]">
                    <span className="inline-flex h-[1.4em] min-w-[1.4em] items-center justify-center rounded-full bg-amber-400 px-[0.2em] text-[0.7em] font-bold text-slate-950" aria-hidden>
                      {rate.symbol}
                    </span>
                    <span className="font-bold">{rate.code}</span>
                  </span>
                </th>
                <td className="py-[1.5vh] text-end font-bold text-emerald-300 tabular-nums">
                  <bdi dir="ltr">{formatRate(rate.buyRate)}</bdi>
                </td>
                <td className="rounded-e-xl py-[1.5vh] pe-[1.5vw] text-end font-bold text-sky-300 tabular-nums">
                  <bdi dir="ltr">{formatRate(rate.sellRate)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <footer className="mt-auto pt-[2vh] text-[clamp(0.875rem,1.3vw,1.5rem)] text-slate-400">
        {/* The day the rates were last read, so a TV that lost the shop's network does not pass yesterday's prices off as today's. */}
        {data && (board.isError ? t('board.stale') : t('board.today', { date: formatCalendarDate(new Date(board.dataUpdatedAt), calendar, language) }))}
      </footer>
    </main>
  );
}

function Notice({ title, text }: { title: string; text?: string }) {
  return (
    <div role="status" className="flex flex-1 flex-col items-center justify-center gap-4 text-center">
      <p className="text-[clamp(2rem,4vw,4.5rem)] font-bold">{title}</p>
      {text && <p className="max-w-[60vw] text-[clamp(1rem,2vw,2.25rem)] text-slate-300">{text}</p>}
    </div>
  );
}
