/**
 * Opening hours as real time: the instants a schedule is open, evaluated in
 * the business time zone and correct across daylight-saving changes.
 */
import {
  addDays,
  businessDateOf,
  DEFAULT_TIME_ZONE,
  instantAt,
  type CalendarDate,
} from '../time/business-time';
import { mergeRanges, MINUTES_PER_DAY, openingRangesOn, type MinuteRange } from './opening-hours';
import type { OpeningHourRule } from '../catalogue/types';

/** Hour ranges per calendar day. */
export type DayHours = (date: CalendarDate) => MinuteRange[];

/** A stretch of real time, `start` inclusive, `end` exclusive. */
export interface OpenInterval {
  start: Date;
  end: Date;
}

/** The open-interval search never looks further than this many days. */
export const MAX_SEARCH_DAYS = 366;

export function hoursOf(rules: readonly OpeningHourRule[]): DayHours {
  return (date) => openingRangesOn(rules, date);
}

/** Open whenever any of the schedules is open. */
export function unionOfHours(...schedules: DayHours[]): DayHours {
  return (date) => mergeRanges(schedules.flatMap((hours) => hours(date)));
}

function instantAtMinute(date: CalendarDate, minuteOfDay: number, timeZone: string): Date {
  if (minuteOfDay >= MINUTES_PER_DAY) return instantAt(addDays(date, 1), timeZone);
  return instantAt({ ...date, hour: Math.floor(minuteOfDay / 60), minute: minuteOfDay % 60 }, timeZone);
}

/** A day's ranges as instants; a range that falls into a spring-forward gap vanishes. */
export function intervalsOnDay(hours: DayHours, date: CalendarDate, timeZone: string): OpenInterval[] {
  return hours(date)
    .map((range) => ({
      start: instantAtMinute(date, range.from, timeZone),
      end: instantAtMinute(date, range.to, timeZone),
    }))
    .filter((interval) => interval.end.getTime() > interval.start.getTime());
}

export function isOpenAt(hours: DayHours, instant: Date, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  const t = instant.getTime();
  return intervalsOnDay(hours, businessDateOf(instant, timeZone), timeZone).some(
    (interval) => interval.start.getTime() <= t && t < interval.end.getTime(),
  );
}

/**
 * The open intervals that end after `from`, in order, merged across midnight
 * (so a shift running past midnight is one interval), looking `days` days
 * ahead. The first one may have started before `from`.
 */
export function* openIntervalsFrom(
  hours: DayHours,
  from: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
  days: number = MAX_SEARCH_DAYS,
): Generator<OpenInterval> {
  const firstDay = addDays(businessDateOf(from, timeZone), -1);
  let pending: OpenInterval | null = null;
  for (let offset = 0; offset <= days + 1; offset += 1) {
    for (const next of intervalsOnDay(hours, addDays(firstDay, offset), timeZone)) {
      if (pending && next.start.getTime() <= pending.end.getTime()) {
        if (next.end.getTime() > pending.end.getTime()) pending = { start: pending.start, end: next.end };
        continue;
      }
      if (pending && pending.end.getTime() > from.getTime()) yield pending;
      pending = next;
    }
  }
  if (pending && pending.end.getTime() > from.getTime()) yield pending;
}

/** The open intervals within [from, to), clipped to it. */
export function openIntervalsBetween(
  hours: DayHours,
  from: Date,
  to: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): OpenInterval[] {
  const days = Math.ceil((to.getTime() - from.getTime()) / 86_400_000) + 1;
  const result: OpenInterval[] = [];
  for (const interval of openIntervalsFrom(hours, from, timeZone, days)) {
    if (interval.start.getTime() >= to.getTime()) break;
    result.push({
      start: new Date(Math.max(interval.start.getTime(), from.getTime())),
      end: new Date(Math.min(interval.end.getTime(), to.getTime())),
    });
  }
  return result.filter((interval) => interval.end.getTime() > interval.start.getTime());
}

/** The open interval `instant` lies in, or null when closed then. */
export function openIntervalAt(
  hours: DayHours,
  instant: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
  days: number = MAX_SEARCH_DAYS,
): OpenInterval | null {
  for (const interval of openIntervalsFrom(hours, instant, timeZone, days)) {
    return interval.start.getTime() <= instant.getTime() ? interval : null;
  }
  return null;
}

/** SPEC §4: the next shift (today or a later day) that starts after `instant`. */
export function nextOpeningAfter(
  hours: DayHours,
  instant: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
  days: number = MAX_SEARCH_DAYS,
): Date | null {
  for (const interval of openIntervalsFrom(hours, instant, timeZone, days)) {
    if (interval.start.getTime() > instant.getTime()) return interval.start;
  }
  return null;
}
