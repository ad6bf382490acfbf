import { defaultShopTimeZone, shopDate } from '@sarafi/core';

/**
 * The shop's day in the browser: the server names its time zone with the signed-in user (GET /api/auth/me), so a
 * date field opens on the day the server will date a posting by, whatever zone the clerk's computer is set to.
 */
let shopTimeZone = defaultShopTimeZone;

export function rememberShopTimeZone(timeZone: string) {
  shopTimeZone = timeZone;
}

export const shopToday = (now: Date = new Date()) => shopDate(now, shopTimeZone);

/** The shop's zone, for times that are printed: a receipt reads the shop's clock, not the clerk's computer's. */
export const currentShopTimeZone = () => shopTimeZone;
