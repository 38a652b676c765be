/**
 * The violations shown on a working day, in the timesheet and on the dashboard (ADR 0041): too
 * short a break, more than 10 h of work, less than 11 h of rest before the day, a missed shift.
 * They are warnings only; recorded times are never changed by a rule.
 */
import { breakRequirementText, breakVerdict, crossedBreakThreshold } from './break-rules';
import { missedShifts, type PlannedShift } from './shifts';
import { workingDays, type WorkingDay } from './working-days';
import type { WorkingTimeCountry } from './working-time-country';
import { HOUR_MS } from './durations';
import { intervalsDurationMs, type WorkingActivityTimes } from './worked-intervals';

export const DAILY_MAXIMUM_HOURS = 10;
export const MINIMUM_REST_HOURS = 11;

export type WorkingTimeWarningCode = 'break-too-short' | 'daily-maximum' | 'rest-too-short' | 'missed-shift';

export const WORKING_TIME_MESSAGES: Readonly<
  Record<Exclude<WorkingTimeWarningCode, 'break-too-short'>, string>
> = {
  'daily-maximum': 'Höchstarbeitszeit überschritten: mehr als 10 Stunden an einem Tag.',
  'rest-too-short': 'Ruhezeit unterschritten: weniger als 11 Stunden zwischen zwei Arbeitstagen.',
  'missed-shift': 'Schicht nicht angetreten.',
};

export interface WorkingTimeWarning {
  code: WorkingTimeWarningCode;
  message: string;
  /** The working day ('YYYY-MM-DD') the warning belongs to; rest belongs to the day that began too early. */
  day: string;
}

function breakWarning(country: WorkingTimeCountry, day: WorkingDay): WorkingTimeWarning | null {
  // A day still running or paused can take its break later: the screen shows breakDue instead.
  if (day.open) return null;
  const threshold = crossedBreakThreshold(country, intervalsDurationMs(day.intervals));
  if (!threshold || breakVerdict(country, day.intervals).ok) return null;
  return {
    code: 'break-too-short',
    message: `Pause zu kurz: ${breakRequirementText('Bei mehr als', threshold)}`,
    day: day.day,
  };
}

const warning = (
  code: Exclude<WorkingTimeWarningCode, 'break-too-short'>,
  day: string,
): WorkingTimeWarning => ({
  code,
  message: WORKING_TIME_MESSAGES[code],
  day,
});

/**
 * One employee's violations, per working day in calendar order. `activities` and `shifts` are that
 * employee's; rest is measured in real elapsed time, so a DST night counts its true length.
 * `days`: the activities' working days, when the caller has them already.
 */
export function dayWarnings(
  country: WorkingTimeCountry,
  activities: readonly WorkingActivityTimes[],
  now: Date,
  shifts: readonly PlannedShift[] = [],
  days: readonly WorkingDay[] = workingDays(country, activities, now),
): WorkingTimeWarning[] {
  const warnings: WorkingTimeWarning[] = [];
  let previous: WorkingDay | undefined;
  for (const day of days) {
    const tooShort = breakWarning(country, day);
    if (tooShort) warnings.push(tooShort);
    if (intervalsDurationMs(day.intervals) > DAILY_MAXIMUM_HOURS * HOUR_MS)
      warnings.push(warning('daily-maximum', day.day));
    if (previous && day.start.getTime() - previous.end.getTime() < MINIMUM_REST_HOURS * HOUR_MS) {
      warnings.push(warning('rest-too-short', day.day));
    }
    previous = day;
  }
  for (const shift of missedShifts(country, activities, now, shifts))
    warnings.push(warning('missed-shift', shift.day));
  // Stable sort: within a day the order above (break, maximum, rest, missed shift) stays.
  return warnings.sort((a, b) => a.day.localeCompare(b.day));
}
