import type { accountStatuses, accountTypes } from '@sarafi/core';

/**
 * How an export names stored codes: a spreadsheet is read by people (and filtered by these words), so an account is
 * a 'Hawala Partner', not a 'hawala_partner'. Transaction types are stored as words already ('Debit', 'Hawala').
 */
export const accountTypeLabels: Record<(typeof accountTypes)[number], string> = {
  personal: 'Personal',
  business: 'Business',
  customer: 'Customer',
  company: 'Company',
  partner: 'Partner',
  hawala_partner: 'Hawala Partner',
  bank: 'Bank',
};

export const accountStatusLabels: Record<(typeof accountStatuses)[number], string> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
  closed: 'Closed',
  on_hold: 'On hold',
};
