/**
 * The employee screen's notice while working: the next break threshold of the running working day
 * that the breaks taken so far do not satisfy, and when continuous work reaches it (in the past
 * once crossed). Paused or idle employees get no notice.
 */
import { activityStateOf } from './activity-state';
import { BREAK_THRESHOLDS, breakRequirementText, qualifyingBreakMs } from './break-rules';
import { workingDayOf } from './working-days';
import type { WorkingTimeCountry } from './working-time-country';
import { HOUR_MS, MINUTE_MS } from './durations';
import {
  breakIntervals,
  intervalsDurationMs,
  workedIntervals,
  type WorkingActivityTimes,
} from './worked-intervals';

export interface BreakDue {
  /** 'Pause fällig: Nach 6 Stunden Arbeitszeit sind 30 Minuten Pause vorgeschrieben.' */
  message: string;
  requiredMinutes: number;
  /** When the worked time crosses the threshold if work goes on without a break. */
  dueAt: Date;
}

/**
 * `activities`: the employee's recent activities (at least those of the running working day; a
 * night shift started yesterday counts with yesterday's activities).
 */
export function breakDue(
  country: WorkingTimeCountry,
  activities: readonly WorkingActivityTimes[],
  now: Date,
): BreakDue | null {
  const running = activities.find((activity) => activityStateOf(activity) === 'running');
  if (!running) return null;
  const day = workingDayOf(country, running.start);
  const ofDay = activities.filter((activity) => workingDayOf(country, activity.start) === day);
  const worked = workedIntervals(ofDay, now);
  const workedMs = intervalsDurationMs(worked);
  const qualifyingMs = qualifyingBreakMs(country, breakIntervals(worked));
  const missing = BREAK_THRESHOLDS[country].find(
    (threshold) => qualifyingMs < threshold.requiredMinutes * MINUTE_MS,
  );
  if (!missing) return null;
  return {
    message: `Pause fällig: ${breakRequirementText('Nach', missing)}`,
    requiredMinutes: missing.requiredMinutes,
    dueAt: new Date(now.getTime() + missing.afterHours * HOUR_MS - workedMs),
  };
}
