/** Durations inside the time-tracking rules (internal: not exported from the package). */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/** Whole minutes of a duration (a running clock shows 1:59 until the second hour is full). */
export const wholeMinutes = (durationMs: number): number => Math.floor(durationMs / MINUTE_MS);
