/**
 * Minimum breaks. AT (AZG §11): more than 6 h of work need 30 min of break, as one block, two
 * blocks of at least 15 or three of at least 10 min. DE (ArbZG §4): more than 6 h need 30 min,
 * more than 9 h need 45 min, counted in blocks of at least 15 min. Thresholds are strict: exactly
 * 6:00 h needs no break.
 */
import type { WorkingTimeCountry } from './working-time-country';
import { HOUR_MS, MINUTE_MS, wholeMinutes } from './durations';
import { breakIntervals, intervalsDurationMs, mergeIntervals, type TimeInterval } from './worked-intervals';

export interface BreakThreshold {
  /** Worked time above which the break is required. */
  afterHours: number;
  requiredMinutes: number;
}

export const BREAK_THRESHOLDS: Readonly<Record<WorkingTimeCountry, readonly BreakThreshold[]>> = {
  AT: [{ afterHours: 6, requiredMinutes: 30 }],
  DE: [
    { afterHours: 6, requiredMinutes: 30 },
    { afterHours: 9, requiredMinutes: 45 },
  ],
};

/** AT: the break may be split into k blocks of at least `minutes` each. */
const AT_SPLITS = [
  { blocks: 1, minutes: 30 },
  { blocks: 2, minutes: 15 },
  { blocks: 3, minutes: 10 },
] as const;

/** DE: shorter interruptions are no break. */
const DE_MINIMUM_BLOCK_MINUTES = 15;

export interface BreakVerdict {
  workedMinutes: number;
  requiredBreakMinutes: number;
  /** Break minutes that count toward the requirement (see `qualifyingBreakMs`). */
  qualifyingBreakMinutes: number;
  ok: boolean;
}

/** The highest threshold a worked duration is above, null up to the first. */
export function crossedBreakThreshold(country: WorkingTimeCountry, workedMs: number): BreakThreshold | null {
  let crossed: BreakThreshold | null = null;
  for (const threshold of BREAK_THRESHOLDS[country]) {
    if (workedMs > threshold.afterHours * HOUR_MS) crossed = threshold;
  }
  return crossed;
}

/**
 * The break time that counts. DE: the sum of blocks of at least 15 min. AT: under the split that
 * fits best, a split's blocks count in full once it has enough of them, otherwise each only up to
 * its share (10 + 20 min count 20: three blocks of 10 are missing one, two of 15 are missing one).
 * So a day's break is sufficient exactly when the count reaches the requirement.
 */
export function qualifyingBreakMs(country: WorkingTimeCountry, breaks: readonly TimeInterval[]): number {
  const blocks = breaks.map((block) => block.end.getTime() - block.start.getTime());
  const longEnough = (minutes: number) => blocks.filter((block) => block >= minutes * MINUTE_MS);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  if (country === 'DE') return sum(longEnough(DE_MINIMUM_BLOCK_MINUTES));
  return Math.max(
    ...AT_SPLITS.map(({ blocks: needed, minutes }) => {
      const counted = longEnough(minutes);
      return counted.length >= needed ? sum(counted) : counted.length * minutes * MINUTE_MS;
    }),
  );
}

/** Whether one working day's worked intervals keep the minimum break. */
export function breakVerdict(country: WorkingTimeCountry, intervals: readonly TimeInterval[]): BreakVerdict {
  const worked = mergeIntervals(intervals);
  const workedMs = intervalsDurationMs(worked);
  const qualifyingMs = qualifyingBreakMs(country, breakIntervals(worked));
  const required = crossedBreakThreshold(country, workedMs)?.requiredMinutes ?? 0;
  return {
    workedMinutes: wholeMinutes(workedMs),
    requiredBreakMinutes: required,
    qualifyingBreakMinutes: wholeMinutes(qualifyingMs),
    ok: qualifyingMs >= required * MINUTE_MS,
  };
}

/** 'Bei mehr als 6 Stunden Arbeitszeit sind 30 Minuten Pause vorgeschrieben.' with the threshold's figures. */
export function breakRequirementText(lead: 'Bei mehr als' | 'Nach', threshold: BreakThreshold): string {
  return `${lead} ${threshold.afterHours} Stunden Arbeitszeit sind ${threshold.requiredMinutes} Minuten Pause vorgeschrieben.`;
}
