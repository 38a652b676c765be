/**
 * SPEC §9 formats: currency two decimals in German locale, dates DD.MM.YYYY,
 * time HH:mm, booleans 'Ja'/'Nein', German weekday, month and font-weight names.
 */
import { DEFAULT_CURRENCY } from '../constants';
import { toCents } from '../pricing/money';
import {
  DEFAULT_TIME_ZONE,
  isoWeekdayOf,
  wallClockAt,
  type CalendarDate,
  type IsoWeekday,
} from '../time/business-time';

/** ISO order: index 0 is Monday. */
export const WEEKDAY_NAMES = [
  'Montag',
  'Dienstag',
  'Mittwoch',
  'Donnerstag',
  'Freitag',
  'Samstag',
  'Sonntag',
] as const;

/** Monday-first short headers for the date picker. */
export const WEEKDAY_SHORT_NAMES = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'] as const;

/** Standard German month names (index 0 is January). */
export const MONTH_NAMES = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
] as const;

export const FONT_WEIGHT_NAMES: Readonly<Record<number, string>> = {
  100: 'Dünn',
  200: 'Extraleicht',
  300: 'Leicht',
  400: 'Normal',
  500: 'Mittel',
  600: 'Halbfett',
  700: 'Fett',
  800: 'Extrafett',
  900: 'Schwarz',
};

/**
 * SPEC §9 locales of the formats: Austrian German by default (the business is Austrian, SPEC §1),
 * German and Swiss German as variants. Dates (DD.MM.YYYY), times (HH:mm) and the standard German
 * weekday and month names are the same in all three; money notation differs ('€ 12,50',
 * '12,50 €', "EUR 12.50").
 */
export const FORMAT_LOCALES = ['de-AT', 'de-DE', 'de-CH'] as const;
export type FormatLocale = (typeof FORMAT_LOCALES)[number];
export const DEFAULT_FORMAT_LOCALE: FormatLocale = 'de-AT';

let formatLocale: FormatLocale = DEFAULT_FORMAT_LOCALE;

/**
 * The one locale setting every format reads (the shell lends this module to the remotes, so the
 * page has one). A tag that is no German variant ('en', 'fr-CH') keeps the default. Returns the
 * locale now in force.
 */
export function setFormatLocale(locale: string): FormatLocale {
  formatLocale = (FORMAT_LOCALES as readonly string[]).includes(locale) ? (locale as FormatLocale) : DEFAULT_FORMAT_LOCALE;
  return formatLocale;
}

export function getFormatLocale(): FormatLocale {
  return formatLocale;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * de-AT currency symbols written by hand: the first Intl.NumberFormat of a page costs 70 ms of a
 * phone's main thread (ICU set-up) on the storefront's first render. Other currencies use Intl.
 */
const CURRENCY_SYMBOLS: Record<string, string> = { EUR: '€', CHF: 'CHF', USD: '$', GBP: '£' };

function intlMoney(amount: number, currency: string): string {
  const key = `${formatLocale} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(formatLocale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

/**
 * Money in the locale setting's notation with the currency, by default Austrian: '€ 12,50' and
 * '€ 1.234,50' (a no-break space follows the symbol), rounded half away from zero to the cent as
 * Intl does. de-AT because the business is Austrian (SPEC §1); see docs/adr/0004-domain-rules.md.
 * de-AT is written by hand (ADR 0022), the variants by Intl.
 */
export function formatMoney(amount: number, currency: string = DEFAULT_CURRENCY): string {
  const symbol = formatLocale === DEFAULT_FORMAT_LOCALE ? CURRENCY_SYMBOLS[currency] : undefined;
  // Avoid '-€ 0,00' for a negative zero.
  if (!symbol) return intlMoney(toCents(amount) === 0 ? 0 : amount, currency);
  const cents = toCents(amount);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0 ? '-' : ''}${symbol}\u00a0${whole},${digits.slice(-2)}`;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** DD.MM.YYYY of a calendar date. */
export function formatCalendarDate(date: CalendarDate): string {
  return `${pad2(date.day)}.${pad2(date.month)}.${String(date.year).padStart(4, '0')}`;
}

/** DD.MM.YYYY of an instant in the business time zone. */
export function formatDate(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatCalendarDate(wallClockAt(instant, timeZone));
}

/** HH:mm of an instant in the business time zone. */
export function formatTime(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const wall = wallClockAt(instant, timeZone);
  return formatClock(wall.hour, wall.minute);
}

/** HH:mm of a time of day. */
export function formatClock(hour: number, minute: number): string {
  return `${pad2(hour)}:${pad2(minute)}`;
}

/** DD.MM.YYYY HH:mm of an instant in the business time zone. */
export function formatDateTime(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return `${formatDate(instant, timeZone)} ${formatTime(instant, timeZone)}`;
}

export function formatBoolean(value: boolean): 'Ja' | 'Nein' {
  return value ? 'Ja' : 'Nein';
}

const WEEKDAY_BY_ISO: Readonly<Record<IsoWeekday, string>> = {
  1: WEEKDAY_NAMES[0],
  2: WEEKDAY_NAMES[1],
  3: WEEKDAY_NAMES[2],
  4: WEEKDAY_NAMES[3],
  5: WEEKDAY_NAMES[4],
  6: WEEKDAY_NAMES[5],
  7: WEEKDAY_NAMES[6],
};

export function weekdayName(date: CalendarDate): string {
  return WEEKDAY_BY_ISO[isoWeekdayOf(date)];
}

export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? '';
}

export function fontWeightName(weight: number): string {
  return FONT_WEIGHT_NAMES[weight] ?? String(weight);
}
