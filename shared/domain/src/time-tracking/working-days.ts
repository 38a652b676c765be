/**
 * Working days: the worked intervals grouped by the local calendar day (country's zone) on which
 * each activity started, so a night shift belongs to the day it began. Breaks of a day are the gaps
 * between its worked intervals, which covers pauses and gaps between activities alike.
 */
import { businessDateOf, formatIsoDate } from '../time/business-time';
import { wholeMinutes } from './durations';
import { workingTimeZone, type WorkingTimeCountry } from './working-time-country';
import {
  breakIntervals,
  intervalsDurationMs,
  workedIntervals,
  type TimeInterval,
  type WorkingActivityTimes,
} from './worked-intervals';

export interface WorkingDay {
  /** 'YYYY-MM-DD' in the country's zone. */
  day: string;
  /** Worked time, sorted and joined. */
  intervals: TimeInterval[];
  breaks: TimeInterval[];
  workedMinutes: number;
  breakMinutes: number;
  /** First start and last end of work (`now` while an activity runs; a pause's start while paused). */
  start: Date;
  end: Date;
  /** An activity of the day is still running or paused: its verdict can still change. */
  open: boolean;
}

/** The working day ('YYYY-MM-DD') an instant belongs to in a country. */
export function workingDayOf(country: WorkingTimeCountry, instant: Date | string): string {
  return formatIsoDate(businessDateOf(new Date(instant), workingTimeZone(country)));
}

/** Activities grouped by the working day of their start, days in calendar order. */
export function activitiesByWorkingDay<A extends WorkingActivityTimes>(
  country: WorkingTimeCountry,
  activities: readonly A[],
): Map<string, A[]> {
  // Each start parsed once: a month of activities is sorted and placed for every time sheet.
  const byStart = activities
    .map((activity) => ({ activity, start: Date.parse(activity.start) }))
    .sort((a, b) => a.start - b.start);
  const zone = workingTimeZone(country);
  const days = new Map<string, A[]>();
  for (const { activity, start } of byStart) {
    const day = formatIsoDate(businessDateOf(new Date(start), zone));
    const ofDay = days.get(day);
    if (ofDay) ofDay.push(activity);
    else days.set(day, [activity]);
  }
  return days;
}

/** One entry per day with worked time, in calendar order. */
export function workingDays(
  country: WorkingTimeCountry,
  activities: readonly WorkingActivityTimes[],
  now: Date,
): WorkingDay[] {
  const days: WorkingDay[] = [];
  for (const [day, ofDay] of activitiesByWorkingDay(country, activities)) {
    const intervals = workedIntervals(ofDay, now);
    const first = intervals[0];
    const last = intervals[intervals.length - 1];
    if (!first || !last) continue;
    const breaks = breakIntervals(intervals);
    days.push({
      day,
      intervals,
      breaks,
      workedMinutes: wholeMinutes(intervalsDurationMs(intervals)),
      breakMinutes: wholeMinutes(intervalsDurationMs(breaks)),
      start: first.start,
      end: last.end,
      open: ofDay.some((activity) => activity.end === null),
    });
  }
  return days;
}
