/**
 * Working time as staff read it on screen: hours and minutes, `7:30`, `0:05`, `-1:15` (a
 * difference to the plan may be negative). Whole minutes, cut towards zero: a running clock
 * shows 1:59 until the second hour is full. The exported time sheets write decimal hours instead
 * (payroll's convention).
 */
export function formatWorkingMinutes(minutes: number): string {
  const whole = Math.trunc(Math.abs(minutes));
  const sign = minutes < 0 && whole > 0 ? '-' : '';
  return `${sign}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
