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
