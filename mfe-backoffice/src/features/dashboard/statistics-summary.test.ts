import { summaryRange, todayAgainstYesterday } from './statistics-summary';

describe("the dashboard's statistics summary", () => {
  it('reads yesterday and today as business days by day, a DST day with its 23 hours', () => {
    // 00:30 on Monday 31 March 2025 in Vienna; Sunday had 23 hours.
    const range = summaryRange(new Date('2025-03-30T22:30:00Z'), 'Europe/Vienna');
    expect([range.from, range.to, range.interval]).toEqual(['2025-03-30', '2025-03-31', 'day']);
    expect(range.buckets.map((bucket) => bucket.toISOString())).toEqual([
      '2025-03-29T23:00:00.000Z',
      '2025-03-30T22:00:00.000Z',
    ]);
  });

  it("takes each day's value by its bucket, zero when the series lacks it", () => {
    const range = summaryRange(new Date('2025-03-30T22:30:00Z'), 'Europe/Vienna');
    expect(
      todayAgainstYesterday({ total: 5, series: [{ start: '2025-03-30T22:00:00.000Z', value: 5 }] }, range),
    ).toEqual({ today: 5, yesterday: 0, change: null });
    expect(
      todayAgainstYesterday(
        {
          total: 6,
          series: [
            { start: '2025-03-29T23:00:00.000Z', value: 4 },
            { start: '2025-03-30T22:00:00.000Z', value: 2 },
          ],
        },
        range,
      ),
    ).toEqual({ today: 2, yesterday: 4, change: -50 });
  });
});
