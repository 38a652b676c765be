/**
 * The dashboard's summary of the statistics (issue 22, ADR 0043): today's orders and revenue
 * against yesterday's, from one request per figure over the two business days by day. The days
 * and their buckets are @theke/domain's reading of a statistics range, so they line up with the
 * owner's series and with the statistics screen's 'Heute' and 'Gestern'.
 */
import { addDays, businessDateOf, formatIsoDate, statisticsRange, type StatisticsRange } from '@theke/domain';
import { changePercent, type StatisticsAnswer, type StatisticsFilter } from '../statistics';

/** Yesterday and today (business days of `timeZone`), one bucket per day. */
export function summaryRange(now: Date, timeZone: string): StatisticsRange {
  const today = businessDateOf(now, timeZone);
  const answer = statisticsRange(
    { from: formatIsoDate(addDays(today, -1)), to: formatIsoDate(today), interval: 'day' },
    timeZone,
  );
  // Two days by day is always a valid range.
  if (!answer.ok) throw new Error(answer.problem.message);
  return answer.range;
}

/** The API filter of the range: no branch, so an employee gets their branches' figures. */
export function summaryFilter(range: StatisticsRange): StatisticsFilter {
  return { range: { from: range.from, to: range.to }, interval: range.interval, branchId: null };
}

export interface TodayAgainstYesterday {
  today: number;
  yesterday: number;
  /** Percent change from yesterday, null when yesterday had nothing and today has. */
  change: number | null;
}

/** Today's and yesterday's values, read from the answer's series by each day's bucket. */
export function todayAgainstYesterday(answer: StatisticsAnswer, range: StatisticsRange): TodayAgainstYesterday {
  const values = new Map(answer.series.map((point) => [new Date(point.start).getTime(), point.value]));
  const valueAt = (bucket: Date | undefined) => (bucket ? (values.get(bucket.getTime()) ?? 0) : 0);
  const [yesterday, today] = [valueAt(range.buckets[0]), valueAt(range.buckets[1])];
  return { today, yesterday, change: changePercent(today, yesterday) };
}
