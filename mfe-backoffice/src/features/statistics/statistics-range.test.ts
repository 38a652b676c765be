import { presetRange, previousRange, rangeDays } from './statistics-range';

const today = { year: 2026, month: 3, day: 30 };

describe('statistics ranges', () => {
  it('reads each preset on a day, both ends included', () => {
    expect(presetRange('today', today)).toEqual({ from: '2026-03-30', to: '2026-03-30' });
    expect(presetRange('yesterday', today)).toEqual({ from: '2026-03-29', to: '2026-03-29' });
    expect(presetRange('last7', today)).toEqual({ from: '2026-03-24', to: '2026-03-30' });
    expect(presetRange('last30', today)).toEqual({ from: '2026-03-01', to: '2026-03-30' });
    expect(presetRange('thisMonth', today)).toEqual({ from: '2026-03-01', to: '2026-03-30' });
    expect(presetRange('thisYear', today)).toEqual({ from: '2026-01-01', to: '2026-03-30' });
    expect(presetRange('custom', today, { from: '2025-12-24', to: '2026-01-06' })).toEqual({
      from: '2025-12-24',
      to: '2026-01-06',
    });
  });

  it('compares with the period of the same length right before', () => {
    expect(previousRange({ from: '2026-03-30', to: '2026-03-30' })).toEqual({
      from: '2026-03-29',
      to: '2026-03-29',
    });
    expect(previousRange({ from: '2026-03-01', to: '2026-03-30' })).toEqual({
      from: '2026-01-30',
      to: '2026-02-28',
    });
    expect(previousRange({ from: '2026-01-01', to: '2026-12-31' })).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    });
  });

  it('counts the days of a range, none for a malformed or reversed one', () => {
    expect(rangeDays({ from: '2026-03-01', to: '2026-03-31' })).toBe(31);
    expect(rangeDays({ from: '2026-03-02', to: '2026-03-01' })).toBeNull();
    expect(rangeDays({ from: '2026-02-30', to: '2026-03-01' })).toBeNull();
    expect(rangeDays({ from: '', to: '2026-03-01' })).toBeNull();
  });
});
