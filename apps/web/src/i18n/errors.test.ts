import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountMessages,
  backupMessages,
  currencyMessages,
  dashboardErrorMessages,
  hawalaImportMessages,
  hawalaMessages,
  letterheadMessages,
  messageCatalogues,
  partnerMessages,
  serverMessages,
  settingMessages,
  transactionMessages,
  userMessages,
} from '@sarafi/core';
import { en } from './en';
import { faAF } from './fa-AF';
import { ps } from './ps';

const i18n = i18next.createInstance();
beforeAll(() => i18n.init({ resources: { en: { translation: en } }, lng: 'en', interpolation: { escapeValue: false } }));

/** The browser translates a server error only when the catalogue's English is the server's exact words. */
describe('errors.* in the English catalogue', () => {
  it('holds every generic code and every fixed catalogue message word for word', () => {
    for (const [code, message] of Object.entries(serverMessages)) expect(i18n.t(`errors.${code}`), code).toBe(message);
    for (const [prefix, catalogue] of Object.entries(messageCatalogues)) {
      for (const [key, message] of Object.entries(catalogue)) {
        if (typeof message === 'string') expect(i18n.t(`errors.${prefix}.${key}`), `${prefix}.${key}`).toBe(message);
      }
    }
  });

  it('rebuilds the parameterised messages the server sends with params', () => {
    const cases: [string, Record<string, string | number>, string][] = [
      ['user.usernameTaken', { username: 'karim' }, userMessages.usernameTaken('karim')],
      ['currency.inUse', { code: 'PKR' }, currencyMessages.inUse('PKR')],
      ['hawala.currencyMismatch', { hawala: 'AFN', account: 'USD' }, hawalaMessages.currencyMismatch('AFN', 'USD')],
      ['currency.exists', { code: 'PKR' }, currencyMessages.exists('PKR')],
      ['account.idNotFound', { id: 42 }, accountMessages.idNotFound(42)],
      ['account.notActive', { account: '1001', status: 'closed' }, accountMessages.notActive('1001', 'closed')],
      ['accountSetting.exists', { currency: 'USD' }, settingMessages.exists('USD')],
      ['accountSetting.startNumberLocked', { start: 1000 }, settingMessages.startNumberLocked(1000)],
      ['transaction.typeLocked', { type: 'Debit' }, transactionMessages.typeLocked('Debit')],
      ['transaction.ownCurrencyOnly', { account: '1001' }, transactionMessages.ownCurrencyOnly('1001')],
      [
        'transaction.sellingAmountMismatch',
        { expected: '7000.00', amount: '100', currency: 'USD', rate: '70' },
        transactionMessages.sellingAmountMismatch('7000.00', '100', 'USD', '70'),
      ],
      ['transaction.unitRateUnconfirmed', { from: 'USD', to: 'AFN' }, transactionMessages.unitRateUnconfirmed('USD', 'AFN')],
      ['hawala.senderNotFound', { account: '2001' }, hawalaMessages.senderNotFound('2001')],
      ['hawala.senderNotActive', { account: '2001', status: 'closed' }, hawalaMessages.senderNotActive('2001', 'closed')],
      ['hawala.senderNotPartner', { account: '2001', type: 'customer' }, hawalaMessages.senderNotPartner('2001', 'customer')],
      ['hawala.currencyNotSetUp', { currency: 'GBP' }, hawalaMessages.currencyNotSetUp('GBP')],
      ['dashboard.rangeTooLong', { days: 366 }, dashboardErrorMessages.rangeTooLong(366)],
      ['hawalaImport.tooLarge', { mb: 10 }, hawalaImportMessages.tooLarge(10 * 1024 * 1024)],
      ['hawalaImport.unzippedTooLarge', { mb: 100 }, hawalaImportMessages.unzippedTooLarge(100 * 1024 * 1024)],
      ['hawalaImport.tooManyRows', { rows: (100000).toLocaleString('en-US') }, hawalaImportMessages.tooManyRows(100000)],
      ['hawalaImport.tooSlow', { seconds: 30 }, hawalaImportMessages.tooSlow(30)],
      ['hawalaImport.invalidRows', { count: 1 }, hawalaImportMessages.invalidRows(1)],
      ['hawalaImport.invalidRows', { count: 6 }, hawalaImportMessages.invalidRows(6)],
      [
        'partner.overLimit',
        { partner: 'London Partner', currency: 'USD', balance: '$ 12,500.00', limit: '$ 10,000.00' },
        partnerMessages.overLimit('London Partner', '$ 12,500.00', '$ 10,000.00'),
      ],
      ['partner.currencyUnknown', { currency: 'XYZ' }, partnerMessages.currencyUnknown('XYZ')],
      ['transaction.exportTooMany', { cap: '100,000' }, transactionMessages.exportTooMany('100,000')],
      ['backup.migrationMismatch', { migration: 3, tag: '0002_x' }, backupMessages.migrationMismatch(3, '0002_x')],
      ['letterhead.logoTooLarge', { kb: 256 }, letterheadMessages.logoTooLarge(256)],
      ['hawala.convertedMismatch', { expected: '95.00' }, hawalaMessages.convertedMismatch('95.00')],
      ['hawala.unitRateUnconfirmed', { from: 'USD', to: 'AFN' }, hawalaMessages.unitRateUnconfirmed('USD', 'AFN')],
    ];
    for (const [code, params, message] of cases) expect(i18n.t(`errors.${code}`, params), code).toBe(message);
  });
});

type Tree = { readonly [key: string]: string | Tree };

/** The template of `errors.{code}` in a catalogue: its own leaf, or the plural forms i18next picks by `count`. */
function template(catalogue: Tree, code: string): string | undefined {
  const path = `errors.${code}`.split('.');
  const key = path.pop()!;
  const branch = path.reduce<Tree | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), catalogue);
  if (typeof branch !== 'object') return undefined;
  const value = branch[key] ?? branch[`${key}_other`];
  return typeof value === 'string' ? value : undefined;
}

// The import's success summary: the result dialog says it in its own words, from the counts.
const notARefusal = new Set(['hawalaImport.imported']);
/** Every code the server may send: the generic ones and every catalogue entry, parameterised ones included. */
const everyCode = [
  ...Object.keys(serverMessages),
  ...Object.entries(messageCatalogues).flatMap(([prefix, catalogue]) => Object.keys(catalogue).map((key) => `${prefix}.${key}`)),
].filter((code) => !notARefusal.has(code));

describe.each([
  ['en', en],
  ['fa-AF', faAF],
  ['ps', ps],
] as const)('errors.* in the %s catalogue', (_language, catalogue) => {
  it('has a template for every error code, so no clerk is shown the server’s English', () => {
    expect(everyCode.length).toBeGreaterThan(100);
    expect(everyCode.filter((code) => template(catalogue, code) === undefined)).toEqual([]);
  });
});
