import {
  formatBoolean,
  formatDate,
  formatDateTime,
  formatMoney,
  formatTime,
  monthName,
  weekdayName,
  FONT_WEIGHT_NAMES,
} from './format';

const nbsp = '\u00a0';

describe('formatters (SPEC §9)', () => {
  it('formats money with two decimals in the German locale and the shop currency', () => {
    // de-AT notation, as @theke/domain decides for the Austrian business.
    expect(formatMoney(12.5)).toBe(`€${nbsp}12,50`);
    expect(formatMoney(1234.567)).toBe(`€${nbsp}1.234,57`);
    expect(formatMoney(0)).toBe(`€${nbsp}0,00`);
    expect(formatMoney(3, 'CHF')).toBe(`CHF${nbsp}3,00`);
  });

  it('formats dates as DD.MM.YYYY in the business time zone', () => {
    // 23:30 UTC on 31 Dec is already 1 January in Vienna.
    expect(formatDate('2024-12-31T23:30:00Z')).toBe('01.01.2025');
    expect(formatDate(new Date('2025-03-05T10:00:00Z'))).toBe('05.03.2025');
  });

  it('formats times as HH:mm on a 24-hour clock, across daylight saving', () => {
    expect(formatTime('2025-07-01T06:05:00Z')).toBe('08:05');
    expect(formatTime('2025-01-01T06:05:00Z')).toBe('07:05');
    expect(formatTime('2025-01-01T23:00:00Z')).toBe('00:00');
  });

  it('formats date and time as DD.MM.YYYY HH:mm', () => {
    expect(formatDateTime('2025-10-26T12:45:00+01:00')).toBe('26.10.2025 12:45');
  });

  it("formats booleans as 'Ja' and 'Nein'", () => {
    expect(formatBoolean(true)).toBe('Ja');
    expect(formatBoolean(false)).toBe('Nein');
  });

  it('names weekdays and months in German', () => {
    expect(weekdayName('2025-03-03T12:00:00Z')).toBe('Montag');
    expect(weekdayName('2025-03-09T12:00:00Z')).toBe('Sonntag');
    expect(monthName('2025-03-03T12:00:00Z')).toBe('März');
    expect(monthName('2025-12-31T12:00:00Z')).toBe('Dezember');
  });

  it('names font weights in German', () => {
    expect(FONT_WEIGHT_NAMES[400]).toBe('Normal');
    expect(FONT_WEIGHT_NAMES[700]).toBe('Fett');
  });
});
