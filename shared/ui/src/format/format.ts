/**
 * SPEC §9 formats for the UI. The rules live once in @theke/domain (ADR 0004 there); this layer
 * accepts what the API sends (ISO strings, epoch numbers) and the business time zone from config.
 */
import {
  FONT_WEIGHT_NAMES,
  MONTH_NAMES,
  WEEKDAY_NAMES,
  fontWeightName,
  formatBoolean,
  formatDate as formatDateOf,
  formatDateTime as formatDateTimeOf,
  formatMoney,
  formatTime as formatTimeOf,
  monthName as monthNameOf,
  weekdayName as weekdayNameOf,
} from '@theke/domain';
import { DEFAULT_TIME_ZONE, wallClockAt } from '@theke/domain';
import { DEFAULT_CURRENCY } from '@theke/domain';

export { FONT_WEIGHT_NAMES, MONTH_NAMES, WEEKDAY_NAMES, DEFAULT_CURRENCY, DEFAULT_TIME_ZONE };
export { fontWeightName, formatBoolean, formatMoney };

export type Instant = Date | string | number;

export function toDate(instant: Instant): Date {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid instant: ${String(instant)}`);
  return date;
}

export function formatDate(instant: Instant, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatDateOf(toDate(instant), timeZone);
}

export function formatTime(instant: Instant, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatTimeOf(toDate(instant), timeZone);
}

export function formatDateTime(instant: Instant, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatDateTimeOf(toDate(instant), timeZone);
}

export function weekdayName(instant: Instant, timeZone: string = DEFAULT_TIME_ZONE): string {
  return weekdayNameOf(wallClockAt(toDate(instant), timeZone));
}

export function monthName(instant: Instant, timeZone: string = DEFAULT_TIME_ZONE): string {
  return monthNameOf(wallClockAt(toDate(instant), timeZone).month);
}
