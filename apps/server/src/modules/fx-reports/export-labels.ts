import { Money, toRate, type CalendarKind, type Language } from '@sarafi/core';
import type { ExportCell } from '../exports/sheet-spec';

/** Who reads a workbook: its words are in their language and its days in their calendar, as on their screen. */
export interface Reader {
  language: Language;
  calendar: CalendarKind;
}

/**
 * The FX reports' workbook words in the three languages of the app. The server cannot read the web app's catalogues
 * (docs/architecture.md, Layers), so the few words of these two sheets live here; the screens say the same in apps/web/src/i18n.
 */
const en = {
  fxProfit: 'FX Profit',
  byMonth: 'By month',
  byDay: 'By day',
  period: 'Period',
  baseCurrency: 'Base currency',
  deals: 'Deals',
  realisedProfit: 'Realised profit',
  currency: 'Currency',
  bought: 'Bought',
  boughtBase: 'Bought (base)',
  averageBuyRate: 'Avg. buy rate',
  sold: 'Sold',
  soldBase: 'Sold (base)',
  averageSellRate: 'Avg. sell rate',
  total: 'Total',
  month: 'Month',
  day: 'Day',
  positions: 'Currency Positions',
  asOf: 'As of',
  held: 'Held',
  position: 'Position',
  long: 'Long',
  short: 'Short',
  flat: 'Flat',
  averageCost: 'Avg. cost',
  basis: 'Cost',
  buyRate: 'Buy rate',
  sellRate: 'Sell rate',
  midRate: 'Mid rate',
  marketValue: 'Market value',
  unrealisedProfit: 'Unrealised profit',
};

export type FxLabels = Record<keyof typeof en, string>;

const labels: Record<Language, FxLabels> = {
  en,
  'fa-AF': {
    fxProfit: 'مفاد تبادله',
    byMonth: 'به تفکیک ماه',
    byDay: 'به تفکیک روز',
    period: 'دوره',
    baseCurrency: 'اسعار اساسی',
    deals: 'معاملات',
    realisedProfit: 'مفاد تحقق‌یافته',
    currency: 'اسعار',
    bought: 'خریده‌شده',
    boughtBase: 'خریده‌شده (اساسی)',
    averageBuyRate: 'اوسط نرخ خرید',
    sold: 'فروخته‌شده',
    soldBase: 'فروخته‌شده (اساسی)',
    averageSellRate: 'اوسط نرخ فروش',
    total: 'مجموع',
    month: 'ماه',
    day: 'روز',
    positions: 'موقف اسعار',
    asOf: 'تا',
    held: 'موجود',
    position: 'موقف',
    long: 'موجود',
    short: 'کسر',
    flat: 'بدون موقف',
    averageCost: 'اوسط قیمت تمام‌شد',
    basis: 'قیمت تمام‌شد',
    buyRate: 'نرخ خرید',
    sellRate: 'نرخ فروش',
    midRate: 'نرخ میانه',
    marketValue: 'ارزش بازار',
    unrealisedProfit: 'مفاد تحقق‌نیافته',
  },
  ps: {
    fxProfit: 'د تبادلې ګټه',
    byMonth: 'د میاشتې له مخې',
    byDay: 'د ورځې له مخې',
    period: 'موده',
    baseCurrency: 'اساسي اسعار',
    deals: 'معاملې',
    realisedProfit: 'ترلاسه شوې ګټه',
    currency: 'اسعار',
    bought: 'پېرل شوي',
    boughtBase: 'پېرل شوي (اساسي)',
    averageBuyRate: 'د پېرلو منځنی نرخ',
    sold: 'پلورل شوي',
    soldBase: 'پلورل شوي (اساسي)',
    averageSellRate: 'د پلورلو منځنی نرخ',
    total: 'ټولګه',
    month: 'میاشت',
    day: 'ورځ',
    positions: 'د اسعارو موقف',
    asOf: 'تر',
    held: 'موجود',
    position: 'موقف',
    long: 'موجود',
    short: 'کمښت',
    flat: 'بې موقفه',
    averageCost: 'منځنۍ بیه',
    basis: 'لګښت',
    buyRate: 'د پېرلو نرخ',
    sellRate: 'د پلورلو نرخ',
    midRate: 'منځنی نرخ',
    marketValue: 'د بازار ارزښت',
    unrealisedProfit: 'نه ترلاسه شوې ګټه',
  },
};

export const fxLabels = (language: Language): FxLabels => labels[language];

/**
 * A rate (up to 8 decimals) as a number cell, so the sheet can compute with it: a decimal of at most 15 significant
 * digits comes back from a double unchanged (the rule build-workbook.ts applies to amounts); a longer one stays text.
 */
export function rateCell(rate: string | null): ExportCell {
  if (rate === null) return undefined;
  const value = new Money(toRate(rate));
  return value.sd(true) <= 15 ? value.toNumber() : value.toFixed();
}
