/**
 * Recorded activities as the time actually worked: each activity's span minus its pauses. A running
 * activity (or an open pause) lasts until `now`. Rules read intervals, never the activity shape, so
 * a break is the same thing whether it was a pause or a gap between two activities.
 */

/** A stored activity's times (ISO instants; `end: null` is still open). */
export interface WorkingActivityTimes {
  start: string;
  end: string | null;
  pauses: ReadonlyArray<{ start: string; end: string | null }>;
}

/** A span of real time, start inclusive, end exclusive. */
export interface TimeInterval {
  start: Date;
  end: Date;
}

const ms = (iso: string | null, now: Date): number => (iso === null ? now.getTime() : Date.parse(iso));

/** Sorted, with overlapping or touching intervals joined; empty ones dropped. */
export function mergeIntervals(intervals: readonly TimeInterval[]): TimeInterval[] {
  const sorted = intervals
    .filter((interval) => interval.end.getTime() > interval.start.getTime())
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: TimeInterval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.start.getTime() <= last.end.getTime()) {
      if (interval.end.getTime() > last.end.getTime()) last.end = interval.end;
    } else {
      merged.push({ start: interval.start, end: interval.end });
    }
  }
  return merged;
}

function activityIntervals(activity: WorkingActivityTimes, now: Date): TimeInterval[] {
  const start = ms(activity.start, now);
  const end = ms(activity.end, now);
  const pauses = mergeIntervals(
    activity.pauses.map((pause) => ({
      start: new Date(ms(pause.start, now)),
      end: new Date(ms(pause.end, now)),
    })),
  );
  const worked: TimeInterval[] = [];
  let cursor = start;
  for (const pause of pauses) {
    const pauseStart = Math.max(pause.start.getTime(), start);
    const pauseEnd = Math.min(pause.end.getTime(), end);
    if (pauseStart > cursor)
      worked.push({ start: new Date(cursor), end: new Date(Math.min(pauseStart, end)) });
    cursor = Math.max(cursor, pauseEnd);
  }
  worked.push({ start: new Date(cursor), end: new Date(end) });
  return worked;
}

/** The time worked in these activities: their spans minus their pauses, sorted and joined. */
export function workedIntervals(activities: readonly WorkingActivityTimes[], now: Date): TimeInterval[] {
  return mergeIntervals(activities.flatMap((activity) => activityIntervals(activity, now)));
}

export function intervalsDurationMs(intervals: readonly TimeInterval[]): number {
  return intervals.reduce((sum, interval) => sum + interval.end.getTime() - interval.start.getTime(), 0);
}

/** The breaks between worked intervals: every gap between one interval's end and the next start. */
export function breakIntervals(intervals: readonly TimeInterval[]): TimeInterval[] {
  const breaks: TimeInterval[] = [];
  let previous: TimeInterval | undefined;
  for (const interval of mergeIntervals(intervals)) {
    if (previous) breaks.push({ start: previous.end, end: interval.start });
    previous = interval;
  }
  return breaks;
}
