import fc from 'fast-check';
import {
  DEFAULT_FORMAT_LOCALE,
  FORMAT_LOCALES,
  fontWeightName,
  formatBoolean,
  formatCalendarDate,
  formatClock,
  formatDate,
  formatDateTime,
  formatMoney,
  formatTime,
  getFormatLocale,
  monthName,
  setFormatLocale,
  WEEKDAY_NAMES,
  WEEKDAY_SHORT_NAMES,
  weekdayName,
} from './formats';

const NBSP = '\u00a0';

describe('formats (SPEC §9)', () => {
  it('formats currency with two decimals in German (Austrian) notation', () => {
    expect(formatMoney(12.5)).toBe(`€${NBSP}12,50`);
    expect(formatMoney(1234.5, 'EUR')).toBe(`€${NBSP}1.234,50`);
    expect(formatMoney(0.07)).toBe(`€${NBSP}0,07`);
    expect(formatMoney(3, 'CHF')).toBe(`CHF${NBSP}3,00`);
    expect(formatMoney(-0)).toBe(`€${NBSP}0,00`);
  });

  it('formats dates DD.MM.YYYY, time HH:mm and DD.MM.YYYY HH:mm in the business time zone', () => {
    const instant = new Date('2025-06-30T22:05:00Z');
    expect(formatDate(instant)).toBe('01.07.2025');
    expect(formatTime(instant)).toBe('00:05');
    expect(formatDateTime(instant)).toBe('01.07.2025 00:05');
    expect(formatDateTime(instant, 'UTC')).toBe('30.06.2025 22:05');
    expect(formatCalendarDate({ year: 2025, month: 3, day: 9 })).toBe('09.03.2025');
    expect(formatClock(7, 5)).toBe('07:05');
  });

  it("formats booleans 'Ja'/'Nein'", () => {
    expect(formatBoolean(true)).toBe('Ja');
    expect(formatBoolean(false)).toBe('Nein');
  });

  it('names weekdays, months and font weights in German', () => {
    expect(WEEKDAY_NAMES).toEqual([
      'Montag',
      'Dienstag',
      'Mittwoch',
      'Donnerstag',
      'Freitag',
      'Samstag',
      'Sonntag',
    ]);
    expect(WEEKDAY_SHORT_NAMES[0]).toBe('Mo');
    expect(weekdayName({ year: 2025, month: 3, day: 30 })).toBe('Sonntag');
    expect(monthName(3)).toBe('März');
    expect(monthName(13)).toBe('');
    expect(fontWeightName(700)).toBe('Fett');
    expect(fontWeightName(450)).toBe('450');
  });
});

describe('money without Intl for the usual currencies', () => {
  // Intl writes '-€ 0,00' for a small negative amount; a price shows no negative zero.
  const intl = (amount: number, currency: string) =>
    new Intl.NumberFormat('de-AT', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      Math.abs(amount) < 0.005 ? 0 : amount,
    );

  it('writes every amount exactly as Intl de-AT does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom('EUR', 'CHF', 'USD', 'GBP'),
        (units, decimals, currency) => {
          const amount = units / 10 ** (decimals + 1);
          expect(formatMoney(amount, currency)).toBe(intl(amount, currency));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('groups thousands, rounds half away from zero and writes no negative zero', () => {
    expect(formatMoney(1234567.5)).toBe('€\u00a01.234.567,50');
    expect(formatMoney(999.995)).toBe('€\u00a01.000,00');
    expect(formatMoney(-3.456, 'CHF')).toBe('-CHF\u00a03,46');
    expect(formatMoney(-0)).toBe('€\u00a00,00');
    expect(formatMoney(-0.001)).toBe('€\u00a00,00');
    expect(formatMoney(12.5, 'JPY')).toBe(intl(12.5, 'JPY'));
  });
});

describe('one locale setting for the formats (SPEC §9: de-AT default, de-DE and de-CH variants)', () => {
  afterEach(() => setFormatLocale(DEFAULT_FORMAT_LOCALE));
  const intl = (locale: string, amount: number, currency: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

  it('is de-AT by default', () => {
    expect(DEFAULT_FORMAT_LOCALE).toBe('de-AT');
    expect(getFormatLocale()).toBe('de-AT');
    expect(formatMoney(1234.5)).toBe('€\u00a01.234,50');
  });

  it('writes money in the chosen variant, as Intl does for it', () => {
    expect(setFormatLocale('de-DE')).toBe('de-DE');
    expect(formatMoney(1234.5)).toBe(intl('de-DE', 1234.5, 'EUR'));
    expect(formatMoney(1234.5)).toMatch(/^1\.234,50\s€$/);
    expect(formatMoney(-0.001)).toBe(intl('de-DE', 0, 'EUR'));
    expect(setFormatLocale('de-CH')).toBe('de-CH');
    expect(formatMoney(1234.5, 'CHF')).toBe(intl('de-CH', 1234.5, 'CHF'));
    expect(formatMoney(1234.5, 'CHF')).toMatch(/^CHF\s?1.234\.50$/);
    expect(setFormatLocale('de-AT')).toBe('de-AT');
    expect(formatMoney(3, 'CHF')).toBe('CHF\u00a03,00');
  });

  it('keeps dates, times and German names in every variant', () => {
    const instant = new Date('2026-03-02T08:05:00Z');
    for (const locale of FORMAT_LOCALES) {
      setFormatLocale(locale);
      expect(formatDateTime(instant, 'Europe/Vienna')).toBe('02.03.2026 09:05');
      expect(weekdayName({ year: 2026, month: 3, day: 2 })).toBe('Montag');
      expect(monthName(3)).toBe('März');
    }
  });

  it('falls back to de-AT for a tag that is no German variant', () => {
    expect(setFormatLocale('en')).toBe('de-AT');
    expect(setFormatLocale('fr-CH')).toBe('de-AT');
    expect(formatMoney(12.5)).toBe('€\u00a012,50');
  });
});
