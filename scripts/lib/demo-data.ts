import type { CreateCurrencyBody, CreateUserBody } from '@sarafi/core';

/**
 * Demo staff of a small Kabul exchange office, one or more per role. The passwords are demo passwords,
 * printed by the script; change them before the data is used for anything real.
 */
export const demoUsers = [
  {
    username: 'owner',
    password: 'owner-demo-2025',
    role: 'admin',
    fullName: 'Haji Abdul Rahman Karimi',
    email: 'owner@sarafi-demo.example',
    phone: '+93 70 012 3456',
  },
  {
    username: 'operator1',
    password: 'operator-demo-2025',
    role: 'operator',
    fullName: 'Farid Ahmadzai',
    email: 'farid.ahmadzai@sarafi-demo.example',
    phone: '+93 79 234 5678',
  },
  {
    username: 'clerk1',
    password: 'clerk1-demo-2025',
    role: 'user',
    fullName: 'Mariam Noori',
    email: 'mariam.noori@sarafi-demo.example',
    phone: '+93 78 345 6789',
  },
  {
    username: 'clerk2',
    password: 'clerk2-demo-2025',
    role: 'user',
    fullName: 'Nasir Safi',
    email: 'nasir.safi@sarafi-demo.example',
    phone: '+93 77 456 7890',
  },
] as const satisfies readonly (CreateUserBody & { password: string })[];

/** Units per 1 US dollar, close to market rates of 2025. The four system currencies exist already; GBP is added. */
export const demoRates: Record<string, string> = {
  USD: '1',
  AFN: '68.75',
  PKR: '281.40',
  EUR: '0.8612',
  GBP: '0.7418',
};

export const demoCurrencies = [{ code: 'GBP', name: 'British Pound', symbol: '£', rate: demoRates.GBP! }] as const satisfies readonly CreateCurrencyBody[];

/**
 * The partner abroad whose hawalas the shop pays out (code 2001, docs/architecture.md, Ledger), the two branches that can pass
 * hawalas (1007, 2007), with the fixed codes the hawala screens look for.
 */
export const demoFixedCodeAccounts = [
  { accountCode: '2001', accountName: 'London Partner', lastName: 'Exchange Ltd', currency: 'USD', accountType: 'hawala_partner', phone: '+44 20 7946 0018', address: 'Southall, London' },
  { accountCode: '1007', accountName: 'Kabul Branch', lastName: 'Shahr-e Naw', currency: 'AFN', accountType: 'partner', phone: '+93 20 230 1007', address: 'Shahr-e Naw, Kabul' },
  { accountCode: '2007', accountName: 'Herat Branch', lastName: 'Chowk-e Golha', currency: 'USD', accountType: 'partner', phone: '+93 40 222 2007', address: 'Chowk-e Golha, Herat' },
] as const;

/** Walk-in and regular customers; their codes come from the server's counter like any new account. */
export const demoCustomers = [
  { accountName: 'Ahmad', lastName: 'Karimi', fatherName: 'Abdul Karim', tazkiraNumber: '1400-0101-23456', phone: '+93 70 111 2233', currency: 'AFN', accountType: 'customer', dateOfBirth: '1985-04-12', address: 'Karte Char, Kabul' },
  { accountName: 'Zarghona', lastName: 'Rahimi', fatherName: 'Abdul Rahim', tazkiraNumber: '1400-0202-34567', phone: '+93 79 222 3344', currency: 'USD', accountType: 'customer', dateOfBirth: '1991-09-03', address: 'Macroyan, Kabul' },
  { accountName: 'Habib', lastName: 'Safi', fatherName: 'Gul Agha', tazkiraNumber: '1400-0303-45678', phone: '+93 78 333 4455', currency: 'PKR', accountType: 'customer', dateOfBirth: '1978-01-25', address: 'Jalalabad' },
  { accountName: 'Latifa', lastName: 'Noori', fatherName: 'Noor Mohammad', tazkiraNumber: '1400-0404-56789', phone: '+93 77 444 5566', currency: 'EUR', accountType: 'customer', dateOfBirth: '1995-12-30', address: 'Mazar-e Sharif' },
  { accountName: 'Kabul Traders', lastName: 'Co.', currency: 'USD', accountType: 'company', phone: '+93 20 210 9988', address: 'Mandawi, Kabul' },
] as const;
