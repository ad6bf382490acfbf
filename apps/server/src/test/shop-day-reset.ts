import { defaultShopTimeZone } from '@sarafi/core';
import { configureShopDay } from '../lib/shop-day';

/**
 * Each test file starts on the default shop zone. A worker keeps its modules from one file to the next (docs/decisions.md,
 * "CI time"), so a file whose app set another SHOP_TIME_ZONE left it behind, and the next file's `shopToday()` taken while
 * its tests are collected, before its own app is built, read that zone: in the hours when the zones' days differ, it
 * named a day the server did not.
 */
configureShopDay(defaultShopTimeZone);
