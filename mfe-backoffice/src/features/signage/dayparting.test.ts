import { daypartingText, weekdaysText } from './dayparting';

describe('dayparting in German', () => {
  it('says weekdays as runs', () => {
    expect(weekdaysText([1, 2, 3, 4, 5])).toBe('Mo–Fr');
    expect(weekdaysText([6, 7])).toBe('Sa, So');
    expect(weekdaysText(['1', '2', '3', '4', '5'])).toBe('Mo–Fr');
    expect(weekdaysText([5, 1, 3])).toBe('Mo, Mi, Fr');
    expect(weekdaysText([1, 2, 3, 5, 6, 7])).toBe('Mo–Mi, Fr–So');
    expect(weekdaysText([1, 2, 3, 4, 5, 6, 7])).toBeNull();
    expect(weekdaysText([])).toBeNull();
    expect(weekdaysText(null)).toBeNull();
  });

  it('joins days, hours and dates', () => {
    expect(daypartingText({ weekdays: [1, 2, 3, 4, 5], fromTime: '06:00', toTime: '10:30' })).toBe('Mo–Fr, 06:00–10:30');
    expect(daypartingText({ fromTime: '11:00' })).toBe('ab 11:00');
    expect(daypartingText({ toTime: '14:00', fromDate: '2025-12-01', toDate: '2025-12-24' })).toBe('bis 14:00, 01.12.2025–24.12.2025');
    expect(daypartingText({ weekdays: [6], toDate: '2026-01-06' })).toBe('Sa, bis 06.01.2026');
  });

  it('is always without any narrowing', () => {
    expect(daypartingText({})).toBe('Immer');
    expect(daypartingText({ weekdays: [1, 2, 3, 4, 5, 6, 7], fromTime: '', toTime: null })).toBe('Immer');
  });
});
