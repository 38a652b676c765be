/**
 * The week planner's logic without React: which week is shown (Monday to Sunday, moved by whole
 * weeks), where a drag over a day's time band starts and ends (rounded to 15 minutes), the shifts
 * of each employee and day, and which of them overlap. Shifts are the ADR 0041 working schedules:
 * a local `day` and `from`/`to` as `HH:MM`, `to` before `from` running past midnight.
 */
import {
  addDays,
  formatCalendarDate,
  formatIsoDate,
  isoWeekOf,
  isoWeekdayOf,
  parseCalendarDate,
  WEEKDAY_SHORT_NAMES,
  type CalendarDate,
} from '@theke/domain';

export const MINUTES_PER_DAY = 1440;
/** A drag snaps to quarter hours, as shifts are planned. */
export const SNAP_MINUTES = 15;
/** A press without a drag plans a shift of this length from where it was pressed. */
export const DEFAULT_SHIFT_MINUTES = 8 * 60;

export interface Shift {
  id: number;
  version?: number;
  employee: { id: number; username?: string | null } | null;
  department?: { id: number } | null;
  day: string;
  from: string;
  to: string;
  plannedBreakMinutes?: number | null;
  note?: string | null;
}

// ---- the week ----

/** The Monday of the week a day lies in. */
export function mondayOf(date: CalendarDate): CalendarDate {
  return addDays(date, 1 - isoWeekdayOf(date));
}

/** The Monday `weeks` weeks from the given one (negative: earlier). */
export function shiftWeek(monday: CalendarDate, weeks: number): CalendarDate {
  return addDays(monday, 7 * weeks);
}

/** The seven days of a week, Monday first. */
export function daysOfWeek(monday: CalendarDate): CalendarDate[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** What the week's heading names: its ISO number, its Monday and its Sunday (DD.MM.YYYY). */
export function weekHeading(monday: CalendarDate): { week: number; from: string; to: string } {
  return { week: isoWeekOf(monday).week, from: formatCalendarDate(monday), to: formatCalendarDate(addDays(monday, 6)) };
}

/** 'Mo 31.03.' as a column heading. */
export function dayHeading(date: CalendarDate): string {
  const short = WEEKDAY_SHORT_NAMES[isoWeekdayOf(date) - 1] ?? '';
  return `${short} ${formatCalendarDate(date).slice(0, 6)}`;
}

/** The query range of a week's schedules: `from` Monday `to` Sunday (ISO dates, both included). */
export function weekRange(monday: CalendarDate): { from: string; to: string } {
  return { from: formatIsoDate(monday), to: formatIsoDate(addDays(monday, 6)) };
}

// ---- times of day ----

/** Minutes since midnight of 'HH:MM'; null when malformed. */
export function minutesOf(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[1]) < 24 && Number(match[2]) < 60 ? minutes : null;
}

/** 'HH:MM' of minutes since midnight; the end of the day (1440) is the next day's '00:00'. */
export function clockOf(minutes: number): string {
  const within = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(within / 60)).padStart(2, '0')}:${String(within % 60).padStart(2, '0')}`;
}

/** '09:00–17:30' as a shift reads in the grid. */
export function shiftLabel(shift: Pick<Shift, 'from' | 'to'>): string {
  return `${shift.from}–${shift.to}`;
}

// ---- dragging over a day's band ----

/**
 * The minute of the day under a pointer on a band that spans the whole day from its left edge
 * to its right, snapped to 15 minutes and kept within the day.
 */
export function minuteAt(clientX: number, band: { left: number; width: number }): number {
  if (band.width <= 0) return 0;
  const raw = ((clientX - band.left) / band.width) * MINUTES_PER_DAY;
  const snapped = Math.round(raw / SNAP_MINUTES) * SNAP_MINUTES;
  return Math.min(MINUTES_PER_DAY, Math.max(0, snapped));
}

/**
 * The shift times a drag from one minute to another plans, whichever way it went. A press
 * without a drag plans a default shift from there; the band ends at midnight ('00:00').
 */
export function draggedTimes(startMinute: number, endMinute: number): { from: string; to: string } {
  let from = Math.min(startMinute, endMinute);
  let to = Math.max(startMinute, endMinute);
  if (to - from < SNAP_MINUTES) {
    from = Math.min(from, MINUTES_PER_DAY - SNAP_MINUTES);
    to = Math.min(from + DEFAULT_SHIFT_MINUTES, MINUTES_PER_DAY);
  }
  return { from: clockOf(from), to: clockOf(to) };
}

/** Where a shift sits on its day's band, in percent (a shift past midnight runs to the band's end). */
export function bandPosition(shift: Pick<Shift, 'from' | 'to'>): { left: number; width: number } | null {
  const from = minutesOf(shift.from);
  const to = minutesOf(shift.to);
  if (from === null || to === null) return null;
  const end = to <= from ? MINUTES_PER_DAY : to;
  return { left: (from / MINUTES_PER_DAY) * 100, width: ((end - from) / MINUTES_PER_DAY) * 100 };
}

// ---- the grid ----

/** The shifts of one employee on one day, earliest first. */
export function shiftsOf(shifts: readonly Shift[], employeeId: number, day: CalendarDate): Shift[] {
  const iso = formatIsoDate(day);
  return shifts
    .filter((shift) => shift.employee?.id === employeeId && shift.day === iso)
    .sort((a, b) => (minutesOf(a.from) ?? 0) - (minutesOf(b.from) ?? 0));
}

/** A shift as minutes on one time line (a shift past midnight ends on the next day). */
function spanOf(shift: Shift): { start: number; end: number } | null {
  const day = parseCalendarDate(shift.day);
  const from = minutesOf(shift.from);
  const to = minutesOf(shift.to);
  if (!day || from === null || to === null) return null;
  const start = Date.UTC(day.year, day.month - 1, day.day) / 60_000 + from;
  return { start, end: start + (to <= from ? to + MINUTES_PER_DAY - from : to - from) };
}

/**
 * The ids of shifts that overlap another shift of the same employee, a night shift with the next
 * morning's included. Planning them is allowed; the grid marks them so the manager sees it.
 */
export function overlappingShiftIds(shifts: readonly Shift[]): Set<number> {
  const overlapping = new Set<number>();
  const byEmployee = new Map<number, { id: number; start: number; end: number }[]>();
  for (const shift of shifts) {
    const span = spanOf(shift);
    if (!span || !shift.employee) continue;
    const list = byEmployee.get(shift.employee.id) ?? [];
    list.push({ id: shift.id, ...span });
    byEmployee.set(shift.employee.id, list);
  }
  for (const list of byEmployee.values()) {
    list.sort((a, b) => a.start - b.start);
    let latest: { id: number; end: number } | null = null;
    for (const span of list) {
      if (latest && span.start < latest.end) {
        overlapping.add(span.id);
        overlapping.add(latest.id);
      }
      if (!latest || span.end > latest.end) latest = span;
    }
  }
  return overlapping;
}

export interface PlannedEmployee {
  id: number;
  username: string;
  name: string;
}

interface UserEntry {
  id: number;
  username: string;
  name?: string | null;
  branches?: readonly { id: number }[] | null;
}

/**
 * The rows of the planner: the users of the department's branch, and anyone who already has a
 * shift this week (someone who moved to another branch keeps their planned shifts visible), by name.
 */
export function plannedEmployees(users: readonly UserEntry[], branchId: number | null, shifts: readonly Shift[]): PlannedEmployee[] {
  const rows = new Map<number, PlannedEmployee>();
  const nameOf = (user: UserEntry) => user.name?.trim() || user.username;
  for (const user of users) {
    if (branchId !== null && user.branches?.some((branch) => branch.id === branchId))
      rows.set(user.id, { id: user.id, username: user.username, name: nameOf(user) });
  }
  for (const shift of shifts) {
    if (!shift.employee || rows.has(shift.employee.id)) continue;
    const user = users.find((candidate) => candidate.id === shift.employee?.id);
    const username = user?.username ?? shift.employee.username ?? `#${shift.employee.id}`;
    rows.set(shift.employee.id, { id: shift.employee.id, username, name: user ? nameOf(user) : username });
  }
  return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name, 'de'));
}
