/**
 * SPEC §9 formats: currency with two decimals in the German locale; dates DD.MM.YYYY,
 * time HH:mm, DD.MM.YYYY HH:mm; booleans 'Ja'/'Nein'; German weekday and month names.
 * Instants are shown in the business time zone (config.timeZone, default Europe/Vienna).
 */
export const LOCALE = 'de-DE';
export const DEFAULT_CURRENCY = 'EUR';
export const DEFAULT_TIME_ZONE = 'Europe/Vienna';

export type Instant = Date | string | number;

/** Monday first, as the date picker shows them (SPEC §2). */
export const WEEKDAY_NAMES = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'] as const;
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

const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(value: number, currency: string = DEFAULT_CURRENCY): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(currency, format);
  }
  return format.format(value);
}

export function formatBoolean(value: boolean): 'Ja' | 'Nein' {
  return value ? 'Ja' : 'Nein';
}

interface ZonedParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  weekday: number;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();

function zonedParts(instant: Instant, timeZone: string): ZonedParts {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    });
    partFormats.set(timeZone, format);
  }
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid instant: ${String(instant)}`);
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    weekday: weekdays.indexOf(parts.weekday ?? ''),
  };
}

export function formatDate(instant: Instant, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = zonedParts(instant, timeZone);
  return `${p.day}.${p.month}.${p.year}`;
}

export function formatTime(instant: Instant, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = zonedParts(instant, timeZone);
  return `${p.hour}:${p.minute}`;
}

export function formatDateTime(instant: Instant, timeZone: string = DEFAULT_TIME_ZONE): string {
  return `${formatDate(instant, timeZone)} ${formatTime(instant, timeZone)}`;
}

export function weekdayName(instant: Instant, timeZone: string = DEFAULT_TIME_ZONE): string {
  return WEEKDAY_NAMES[zonedParts(instant, timeZone).weekday] ?? '';
}

export function monthName(instant: Instant, timeZone: string = DEFAULT_TIME_ZONE): string {
  return MONTH_NAMES[Number(zonedParts(instant, timeZone).month) - 1] ?? '';
}
