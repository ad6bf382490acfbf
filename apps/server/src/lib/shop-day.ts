import { defaultShopTimeZone, shopDate } from '@sarafi/core';

/**
 * The shop's time zone is one per process, like TZ itself: set once from SHOP_TIME_ZONE when the app is built, so
 * every use case dates its postings by the shop's day without each caller passing the setting down.
 */
let shopTimeZone = defaultShopTimeZone;

export function configureShopDay(timeZone: string) {
  shopTimeZone = timeZone;
}

export const currentShopTimeZone = () => shopTimeZone;

/** The shop day an instant belongs to: a posting at 02:00 in Kabul lands on that Kabul day. */
export const shopToday = (now: Date = new Date()) => shopDate(now, shopTimeZone);
