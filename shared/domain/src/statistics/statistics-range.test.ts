import { bucketOf, defaultInterval, seriesOf, statisticsRange, STATISTICS_RANGE_MESSAGES, type StatisticsRange } from './statistics-range';

const VIENNA = 'Europe/Vienna';

function rangeOf(from: string, to: string, interval?: StatisticsRange['interval']): StatisticsRange {
  const result = statisticsRange({ from, to, interval }, VIENNA);
  if (!result.ok) throw new Error(result.problem.message);
  return result.range;
}

describe('statisticsRange', () => {
  it('reads both days as included, from local midnight to local midnight', () => {
    const range = rangeOf('2026-11-02', '2026-11-08');
    expect(range.start.toISOString()).toBe('2026-11-01T23:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-11-08T23:00:00.000Z');
    expect(range.interval).toBe('day');
    expect(range.buckets).toHaveLength(7);
  });

  it('has 23 hour buckets on the spring DST day and 25 on the autumn one', () => {
    expect(rangeOf('2026-03-29', '2026-03-29').buckets).toHaveLength(23);
    const autumn = rangeOf('2026-10-25', '2026-10-25');
    expect(autumn.interval).toBe('hour');
    expect(autumn.buckets).toHaveLength(25);
    expect(autumn.buckets[0]?.toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });

  it('buckets days across a DST change at local midnights', () => {
    const range = rangeOf('2026-10-24', '2026-10-26');
    expect(range.buckets.map((bucket) => bucket.toISOString())).toEqual([
      '2026-10-23T22:00:00.000Z',
      '2026-10-24T22:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
    ]);
  });

  it('charts long ranges by month, a bucket starting where its month starts', () => {
    const range = rangeOf('2026-01-15', '2026-12-31');
    expect(range.interval).toBe('month');
    expect(range.buckets).toHaveLength(12);
    // The first month's bucket starts before the range: values still count only from `start`.
    expect(range.buckets[0]?.toISOString()).toBe('2025-12-31T23:00:00.000Z');
    expect(range.buckets[1]?.toISOString()).toBe('2026-01-31T23:00:00.000Z');
    expect(defaultInterval(92)).toBe('day');
    expect(defaultInterval(93)).toBe('month');
  });

  it('refuses malformed days, a reversed range, more than a year and unknown intervals in German', () => {
    expect(statisticsRange({ from: '2026-13-01', to: '2026-12-01' }, VIENNA)).toEqual({
      ok: false,
      problem: { field: 'from', message: STATISTICS_RANGE_MESSAGES.date, code: 'invalid_date' },
    });
    expect(statisticsRange({ from: '2026-01-01', to: 'gestern' }, VIENNA)).toMatchObject({ ok: false, problem: { field: 'to' } });
    expect(statisticsRange({ from: '2026-02-02', to: '2026-02-01' }, VIENNA)).toMatchObject({
      ok: false,
      problem: { field: 'to', message: 'Das Enddatum darf nicht vor dem Startdatum liegen.' },
    });
    expect(statisticsRange({ from: '2024-01-01', to: '2024-12-31' }, VIENNA).ok).toBe(true);
    expect(statisticsRange({ from: '2025-01-01', to: '2026-01-02' }, VIENNA)).toMatchObject({ ok: false, problem: { code: 'range_too_long' } });
    expect(statisticsRange({ from: '2026-01-01', to: '2026-01-02', interval: 'week' as never }, VIENNA)).toMatchObject({
      ok: false,
      problem: { field: 'interval' },
    });
  });
});

describe('bucketOf', () => {
  it('finds the local hour, day and month an instant falls in', () => {
    const instant = new Date('2026-10-25T01:30:15.250Z'); // 02:30:15 CET, the repeated hour's second pass
    expect(bucketOf(instant, 'hour', VIENNA).toISOString()).toBe('2026-10-25T01:00:00.000Z');
    expect(bucketOf(instant, 'day', VIENNA).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(bucketOf(instant, 'month', VIENNA).toISOString()).toBe('2026-09-30T22:00:00.000Z');
  });

  it('puts every hour of a range into one of its buckets', () => {
    const range = rangeOf('2026-10-25', '2026-10-25');
    const starts = new Set(range.buckets.map((bucket) => bucket.getTime()));
    for (let at = range.start.getTime(); at < range.end.getTime(); at += 7 * 60_000)
      expect(starts.has(bucketOf(new Date(at), 'hour', VIENNA).getTime())).toBe(true);
  });
});

describe('seriesOf', () => {
  it('gives every bucket, zero where nothing happened', () => {
    const range = rangeOf('2026-11-02', '2026-11-04');
    const second = range.buckets[1]?.getTime() ?? Number.NaN;
    expect(seriesOf(range, new Map([[second, 5]]))).toEqual([
      { start: '2026-11-01T23:00:00.000Z', value: 0 },
      { start: '2026-11-02T23:00:00.000Z', value: 5 },
      { start: '2026-11-03T23:00:00.000Z', value: 0 },
    ]);
  });
});
