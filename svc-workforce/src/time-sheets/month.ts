/**
 * A time sheet's month, 'YYYY-MM': its calendar days and the month a working day or an activity
 * belongs to. Working days are local days of the rules' country (ADR 0041).
 */
import Joi from 'joi';
import {
  addDays,
  DEFAULT_WORKING_TIME_COUNTRY,
  formatIsoDate,
  startOfBusinessDay,
  workingDayOf,
  workingTimeZone,
  type WorkingTimeCountry,
} from '@theke/domain';

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const monthSchema = () => Joi.string().pattern(MONTH_PATTERN);

/** Every day of the month, 'YYYY-MM-DD', in calendar order. */
export function daysOfMonth(month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const days: string[] = [];
  for (let date = { year, month: monthNumber, day: 1 }; date.month === monthNumber; date = addDays(date, 1))
    days.push(formatIsoDate(date));
  return days;
}

/** The month ('YYYY-MM') of a working day ('YYYY-MM-DD'). */
export const monthOfDay = (day: string): string => day.slice(0, 7);

/**
 * The month an activity starting at `instant` is booked in: the month of its working day. AT and
 * DE share their zone's rules (Vienna and Berlin change clocks at the same instants), so the
 * default country gives the same month for both.
 */
export function monthOfInstant(instant: Date | string, country: WorkingTimeCountry = DEFAULT_WORKING_TIME_COUNTRY): string {
  return monthOfDay(workingDayOf(country, instant));
}

/**
 * The real-time window that holds every activity starting on a working day of the month in any
 * supported zone, and the two days before it: the rest before the 1st is measured from them.
 */
export function monthWindow(month: string): { from: Date; to: Date } {
  const days = daysOfMonth(month);
  const first = Date.parse(`${days[0]}T00:00:00Z`);
  const afterLast = Date.parse(`${days[days.length - 1]}T00:00:00Z`) + 86_400_000;
  // Zones east of UTC start their day before UTC midnight; a day of margin covers any of them.
  return { from: new Date(first - 3 * 86_400_000), to: new Date(afterLast + 86_400_000) };
}

/** The month's working days in a country as real time: from the 1st's start to the next 1st's. */
export function monthInstants(month: string, country: WorkingTimeCountry): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const zone = workingTimeZone(country);
  const next = monthNumber === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: monthNumber + 1, day: 1 };
  return { from: startOfBusinessDay({ year, month: monthNumber, day: 1 }, zone), to: startOfBusinessDay(next, zone) };
}
