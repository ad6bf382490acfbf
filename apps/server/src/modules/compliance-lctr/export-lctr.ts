import { formatSolarHijri, type Language, type LctrReport } from '@sarafi/core';
import { idTypeWord } from '../kyc/id-type-words';
import { amount, type ExportCell, type SheetSpec } from '../exports/sheet-spec';
import { rateCell, type Reader } from '../fx-reports/export-labels';

/**
 * The large cash transaction report's workbook words in the app's three languages (the server cannot read the web
 * catalogues, docs/architecture.md, Layers); the print view says the same in apps/web/src/i18n.
 */
const en = {
  title: 'Large Cash Transaction Report',
  period: 'Period',
  threshold: 'Threshold (AFN)',
  date: 'Date',
  solarHijriDate: 'Solar Hijri date',
  transaction: 'Transaction',
  type: 'Type',
  rule: 'Rule',
  above: 'Above threshold',
  twoDays: 'Two days, same parties',
  linked: 'Linked transaction',
  customer: 'Customer',
  fatherName: 'Father name',
  idType: 'ID type',
  idNumber: 'ID number',
  amount: 'Amount',
  currency: 'Currency',
  midRate: 'Mid rate',
  afnEquivalent: 'AFN equivalent',
  counterpart: 'Counterpart',
  user: 'User',
  shopCash: 'Shop cash',
};
type Labels = Record<keyof typeof en, string>;

const labels: Record<Language, Labels> = {
  en,
  'fa-AF': {
    title: 'گزارش معاملات بزرگ نقدی',
    period: 'دوره',
    threshold: 'حد (افغانی)',
    date: 'تاریخ',
    solarHijriDate: 'تاریخ هجری شمسی',
    transaction: 'معامله',
    type: 'نوع',
    rule: 'قاعده',
    above: 'بالاتر از حد',
    twoDays: 'دو روز، عین طرفین',
    linked: 'معاملهٔ مرتبط',
    customer: 'مشتری',
    fatherName: 'نام پدر',
    idType: 'نوع سند هویت',
    idNumber: 'نمبر سند هویت',
    amount: 'مبلغ',
    currency: 'اسعار',
    midRate: 'نرخ میانه',
    afnEquivalent: 'معادل افغانی',
    counterpart: 'طرف مقابل',
    user: 'کاربر',
    shopCash: 'پول نقد دوکان',
  },
  ps: {
    title: 'د لویو نغدي معاملو راپور',
    period: 'موده',
    threshold: 'حد (افغانۍ)',
    date: 'نېټه',
    solarHijriDate: 'لمریز هجري نېټه',
    transaction: 'معامله',
    type: 'ډول',
    rule: 'قاعده',
    above: 'له حد څخه پورته',
    twoDays: 'دوه ورځې، هماغه لوري',
    linked: 'تړلې معامله',
    customer: 'پېرودونکی',
    fatherName: 'د پلار نوم',
    idType: 'د پېژندپاڼې ډول',
    idNumber: 'د پېژندپاڼې شمېره',
    amount: 'اندازه',
    currency: 'اسعار',
    midRate: 'منځنی نرخ',
    afnEquivalent: 'د افغانیو معادل',
    counterpart: 'بل لوری',
    user: 'کارن',
    shopCash: 'د دوکان نغدې پیسې',
  },
};


/** The monthly report as one sheet, in the reader's language; the dates both Gregorian and Solar Hijri, as filed. */
export function lctrSheets(report: LctrReport, reader: Reader): SheetSpec[] {
  const l = labels[reader.language];
  return [
    {
      name: l.title.slice(0, 31),
      widths: [12, 12, 12, 10, 18, 12, 24, 18, 14, 18, 16, 8, 12, 18, 24, 14],
      rows: [
        [l.title],
        [l.period, `${report.from} – ${report.to}`],
        [l.threshold, amount(report.threshold)],
        [],
        [l.date, l.solarHijriDate, l.transaction, l.type, l.rule, l.linked, l.customer, l.fatherName, l.idType, l.idNumber, l.amount, l.currency, l.midRate, l.afnEquivalent, l.counterpart, l.user],
        ...report.rows.map((r): ExportCell[] => [
          r.transDate,
          formatSolarHijri(r.transDate),
          r.transactionId,
          r.transType,
          r.rule === 'above' ? l.above : l.twoDays,
          r.linkedTransactionId ?? undefined,
          r.customerName,
          r.fatherName ?? undefined,
          idTypeWord(reader.language, r.idType),
          r.idNumber ?? undefined,
          amount(r.amount),
          r.currencyCode,
          rateCell(r.midRate),
          amount(r.afnEquivalent),
          r.counterpart ?? l.shopCash,
          r.user,
        ]),
      ],
    },
  ];
}
