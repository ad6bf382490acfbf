import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { faAF } from './fa-AF';
import { ps } from './ps';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf as [dotted key, value]. */
function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*([^}]+?)\s*}}/g)].map((m) => m[1]).sort();

// Values that are the same in every language: pure placeholders and symbols, and product names.
const sameAsEnglish = new Set([
  'dashboard.summary.none',
  // The shape of a Gregorian day as typed, the same letters in every language, as the error messages quote it.
  'dates.isoPlaceholder',
  'dashboard.health.postgres',
  'conversion.line',
  'conversion.rateLine',
  'conversion.option',
]);
// Latin-script words a translation may keep: the product, currency and file-format codes, units, a QR code.
const latinAllowed = new Set(['QR', 'Sarafi', 'USD', 'AFN', 'EUR', 'PKR', 'SQL', 'JSON', 'MB', 'OpenDocument', 'xls', 'xlsx', 'ods', 'PostgreSQL']);
// Literal text a server message quotes, which the clerk has to type or find exactly as written: a date format, an
// HTTP header, a request field, the spreadsheet's own column names.
const latinQuoted: Record<string, readonly string[]> = {
  'errors.account.dateOfBirthInvalid': ['YYYY', 'MM', 'DD'],
  'dates.isoPlaceholder': ['YYYY', 'MM', 'DD'],
  // The apps' names as the phone's app store lists them.
  'twoFactor.offHint': ['Google', 'Authenticator', 'Microsoft', 'FreeOTP'],
  'errors.hawalaImport.transactionDate': ['YYYY', 'MM', 'DD'],
  'errors.complianceSettings.holidayFormat': ['YYYY', 'MM', 'DD'],
  'errors.form.dateShape': ['YYYY', 'MM', 'DD'],
  'errors.form.fromDateShape': ['YYYY', 'MM', 'DD'],
  'errors.form.toDateShape': ['YYYY', 'MM', 'DD'],
  'errors.form.asOfDateShape': ['YYYY', 'MM', 'DD'],
  'errors.form.incomingOnShape': ['YYYY', 'MM', 'DD'],
  'errors.form.datesShape': ['YYYY', 'MM', 'DD'],
  // A query parameter of the API, named as a client sends it.
  'errors.form.withTotalInvalid': ['withTotal', 'true', 'false'],
  'errors.transaction.idempotencyKeyReused': ['Idempotency', 'Key'],
  'errors.transaction.idempotencyKeyTooLong': ['Idempotency', 'Key'],
  'errors.edit.updatedAtRequired': ['updatedAt'],
  'errors.hawala.noReceiverAmount': ['R', 'Amount'],
  'errors.hawalaImport.noHeader': ['Trans', 'No', 'Sender', 'Name', 'Receiver', 'Amount'],
  'errors.nulCharacter': ['NUL', 'u'],
  // The UN list's file format and root element, and the local list's column names.
  'errors.compliance.listKind': ['XML', 'CSV'],
  'errors.compliance.listNotUn': ['XML', 'CONSOLIDATED', 'LIST'],
  'errors.compliance.listEntities': ['DOCTYPE'],
  'errors.compliance.listMalformed': ['XML'],
  'errors.compliance.listCsvHeader': ['CSV', 'name', 'aliases', 'date', 'of', 'birth', 'reference'],
  // The file formats a case's attachment may be, as the file's own type names them.
  'errors.compliance.caseAttachmentKind': ['PNG', 'JPEG', 'GIF', 'WebP', 'BMP', 'PDF'],
  'compliance.cases.attachHint': ['PDF'],
};

const english = new Map(leaves(en));
const translations = { 'fa-AF': faAF, ps } as const;

describe.each(Object.entries(translations))('the %s catalogue', (language, catalogue) => {
  const entries = leaves(catalogue);

  it('has exactly the keys of the English one', () => {
    expect(entries.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
  });

  it.each(entries)('%s keeps the English placeholders and is translated', (key, value) => {
    const source = english.get(key) ?? '';
    expect(value.trim()).not.toBe('');
    expect(placeholders(value)).toEqual(placeholders(source));
    if (sameAsEnglish.has(key)) return;
    expect(value).not.toBe(source);
    const latin = value.replace(/{{[^}]*}}/g, '').match(/[A-Za-z]+/g) ?? [];
    expect(latin.filter((word) => !latinAllowed.has(word) && !latinQuoted[key]?.includes(word))).toEqual([]);
  });

  it('answers every plural from its own catalogue, for 0, 1, 2 and 11', async () => {
    const i18n = createInstance();
    await i18n.init({ resources: { en: { translation: en }, [language]: { translation: catalogue } }, lng: language, fallbackLng: 'en' });
    const plurals = new Set([...english.keys()].filter((key) => /_(one|other)$/.test(key)).map((key) => key.replace(/_(one|other)$/, '')));
    const own = new Set(entries.map(([, value]) => value));
    for (const key of plurals) {
      for (const count of [0, 1, 2, 11]) {
        const text = i18n.t(key, { count });
        expect(text, `${key} with ${count}`).toContain(String(count));
        expect(own.has(text.replace(String(count), '{{count}}')), `${key} with ${count}: ${text}`).toBe(true);
      }
    }
  });

  it('reads right to left', async () => {
    const i18n = createInstance();
    await i18n.init({ resources: {}, lng: 'en' });
    expect(i18n.dir(language)).toBe('rtl');
    expect(i18n.dir('en')).toBe('ltr');
  });
});
