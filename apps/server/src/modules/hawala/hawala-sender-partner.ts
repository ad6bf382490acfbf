import { and, eq, sql } from 'drizzle-orm';
import { defaultHawalaSenderCode } from '@sarafi/core';
import { alias } from 'drizzle-orm/pg-core';
import { accounts, currencies, hawalaDetails } from '../../db/schema';

/** The partner account an imported hawala's sender code names: a blank code is the default sender's, as Pass reads it. */
export const senderPartner = alias(accounts, 'sender_partner');
export const senderPartnerCurrency = alias(currencies, 'sender_partner_currency');

export const senderPartnerJoin = and(
  eq(senderPartner.accountCode, sql`coalesce(nullif(trim(${hawalaDetails.senderCode}), ''), ${defaultHawalaSenderCode})`),
  eq(senderPartner.isSystem, false),
);
export const senderPartnerCurrencyJoin = eq(senderPartnerCurrency.id, senderPartner.currencyId);

/** What a hawala's DTO shows of its sender: the partner's name, and its currency, which is Amount's. */
export const senderPartnerColumns = { senderPartnerName: senderPartner.accountName, amountCurrency: senderPartnerCurrency.code };
