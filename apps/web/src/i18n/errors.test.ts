import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountMessages,
  currencyMessages,
  dashboardErrorMessages,
  hawalaImportMessages,
  hawalaMessages,
  messageCatalogues,
  partnerMessages,
  serverMessages,
  settingMessages,
  transactionMessages,
  userMessages,
} from '@sarafi/core';
import { en } from './en';

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
        { partner: 'London Partner', currency: 'USD', balance: '12,500.00', limit: '10,000.00' },
        partnerMessages.overLimit('London Partner', 'USD', '12,500.00', '10,000.00'),
      ],
      ['partner.currencyUnknown', { currency: 'XYZ' }, partnerMessages.currencyUnknown('XYZ')],
    ];
    for (const [code, params, message] of cases) expect(i18n.t(`errors.${code}`, params), code).toBe(message);
  });
});
