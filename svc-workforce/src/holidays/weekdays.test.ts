import { weekdaysBetween, weekdaysInYear } from './weekdays';

describe('working days of an absence (Monday to Friday)', () => {
  it('counts weekdays only, both ends included', () => {
    // 2026-03-02 is a Monday.
    expect(weekdaysBetween('2026-03-02', '2026-03-02')).toBe(1);
    expect(weekdaysBetween('2026-03-02', '2026-03-06')).toBe(5);
    expect(weekdaysBetween('2026-03-02', '2026-03-08')).toBe(5);
    expect(weekdaysBetween('2026-03-07', '2026-03-08')).toBe(0);
    expect(weekdaysBetween('2026-03-06', '2026-03-09')).toBe(2);
    expect(weekdaysBetween('2026-03-02', '2026-03-27')).toBe(20);
    expect(weekdaysBetween('2026-03-04', '2026-03-03')).toBe(0);
  });

  it('agrees with counting day by day over any range', () => {
    const start = new Date(Date.UTC(2026, 0, 1));
    for (let from = 0; from < 14; from++) {
      for (let length = 0; length < 40; length++) {
        const day = (offset: number) => new Date(start.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
        let expected = 0;
        for (let offset = from; offset <= from + length; offset++) {
          const weekday = new Date(start.getTime() + offset * 86_400_000).getUTCDay();
          if (weekday !== 0 && weekday !== 6) expected++;
        }
        expect(weekdaysBetween(day(from), day(from + length))).toBe(expected);
      }
    }
  });

  it('counts only the part inside a year (Christmas holidays over New Year)', () => {
    // Mon 2026-12-28 .. Fri 2027-01-08: Mon to Thu in 2026, Fri 1 January and a full week in 2027.
    expect(weekdaysInYear('2026-12-28', '2027-01-08', 2026)).toBe(4);
    expect(weekdaysInYear('2026-12-28', '2027-01-08', 2027)).toBe(6);
    expect(weekdaysInYear('2026-12-28', '2027-01-08', 2028)).toBe(0);
  });
});
