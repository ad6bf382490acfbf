/**
 * How the history drawer shows a changed field: under the label the screens use (never the stored field name) and
 * with its value the way the screens show it: money formatted in its own currency, accounts and currencies by
 * name, dates in the user's calendar.
 */
export type HistoryValue =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'money'; amount: string; currencyId: number | null }
  | { kind: 'currency'; currencyId: number }
  | { kind: 'account'; accountId: number }
  | { kind: 'date'; iso: string; withTime: boolean }
  /** An ID type code of core's list ('tazkira'), shown by its label. */
  | { kind: 'idType'; idType: string };

type Values = Record<string, unknown> | null;
type Shape = (value: string | number, values: Values) => HistoryValue;

const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null);
const text: Shape = (value) => ({ kind: 'text', text: String(value) });
const money =
  (currencyField: string): Shape =>
  (value, values) => ({ kind: 'money', amount: String(value), currencyId: idOf(values?.[currencyField]) });
const account: Shape = (value) => {
  const accountId = idOf(value);
  return accountId === null ? text(value, null) : { kind: 'account', accountId };
};
const currency: Shape = (value) => {
  const currencyId = idOf(value);
  return currencyId === null ? text(value, null) : { kind: 'currency', currencyId };
};
const date =
  (withTime: boolean): Shape =>
  (value) => ({ kind: 'date', iso: String(value), withTime });
const idType: Shape = (value) => ({ kind: 'idType', idType: String(value) });

/** Each transaction field an edit can change: its screen label (an i18n key) and how its value reads. */
const fields: Record<string, { label: string; shape: Shape }> = {
  transType: { label: 'search.columns.type', shape: text },
  transDescription: { label: 'search.fields.debitNarrative', shape: text },
  cTransDescription: { label: 'search.fields.creditNarrative', shape: text },
  dAmount: { label: 'search.columns.amount', shape: money('currencyId') },
  cAmount: { label: 'search.fields.creditAmount', shape: money('cCurrencyId') },
  currencyId: { label: 'search.columns.currency', shape: currency },
  cCurrencyId: { label: 'search.fields.creditCurrency', shape: currency },
  outAccountId: { label: 'search.columns.debitAccount', shape: account },
  inAccountId: { label: 'search.columns.creditAccount', shape: account },
  exRate: { label: 'search.fields.exchangeRate', shape: text },
  transDate: { label: 'search.columns.transactionDate', shape: date(false) },
  transDateTime: { label: 'search.fields.transactionTime', shape: date(true) },
  referenceId: { label: 'search.referenceId', shape: text },
  hawalaId: { label: 'search.fields.hawalaId', shape: text },
  transId: { label: 'search.fields.transId', shape: text },
  userCreated: { label: 'search.fields.createdBy', shape: text },
  dateCreated: { label: 'search.fields.createdDate', shape: date(true) },
  createdAt: { label: 'search.fields.createdDate', shape: date(true) },
  // An exchange deal's profit follows from its fields (docs/decisions.md, Exchange desk); an edit that moves it shows it moving.
  realisedProfit: { label: 'fxReports.profit.realisedProfit', shape: text },
  baseCurrency: { label: 'fxDesk.settings.base', shape: text },
  walkInName: { label: 'search.fields.walkInName', shape: text },
  walkInPhone: { label: 'search.fields.walkInPhone', shape: text },
  // The till whose cash the document moved in place of the safe (docs/decisions.md, Tills and shifts): its number and name.
  tillId: { label: 'tills.till', shape: text },
  tillName: { label: 'tills.till', shape: text },
  // The ID a walk-in showed above the walk-in threshold (docs/decisions.md, Compliance: walk-in IDs).
  partyIdType: { label: 'accounts.kyc.idType', shape: idType },
  partyIdNumber: { label: 'accounts.kyc.idNumber', shape: text },
};

/** The i18n key of a field's label; a field no screen shows keeps its stored name rather than vanishing. */
export const historyLabelKey = (field: string): string | null => fields[field]?.label ?? null;

/** One side of a change; `values` is that side's whole record, which holds the currency an amount is in. */
export function historyValue(field: string, value: string | number | boolean | null, values: Values): HistoryValue {
  if (value === null || value === '') return { kind: 'empty' };
  if (typeof value === 'boolean') return { kind: 'text', text: String(value) };
  return (fields[field]?.shape ?? text)(value, values);
}
