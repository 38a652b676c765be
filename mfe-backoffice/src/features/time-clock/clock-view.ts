/**
 * What the time clock shows: the server's `GET …/me` with the actions not yet reflected in it
 * applied on top (optimistically, through the one state machine of @theke/domain), and the
 * running time and totals at the current moment, so they tick without asking the server.
 */
import { activityTransition, formatCalendarDate, parseCalendarDate, weekdayName, type ActivityState } from '@theke/domain';
import type { QueuedAction } from './action-queue';

export interface ClockPause {
  start: string;
  end: string | null;
}

/** The open activity as `…/me` and the clocking calls answer it (ISO instants). */
export interface ClockActivity {
  id?: number;
  start: string;
  end: string | null;
  pauses: readonly ClockPause[];
}

export interface ClockTotals {
  workedMinutes: number;
  breakMinutes: number;
  plannedMinutes: number;
}

export interface ClockShift {
  id: number;
  /** `YYYY-MM-DD`, the local working day. */
  day: string;
  /** `HH:MM`; `to < from` runs past midnight. */
  from: string;
  to: string;
  department?: { id: number; name?: string } | null;
  note?: string | null;
}

export interface ClockHolidayBalance {
  year: number;
  remainingDays: number;
}

/** A rule's verdict on a day of the week (daily maximum, rest, missed shift, …), German text from the server. */
export interface ClockWarning {
  code: string;
  message: string;
  /** `YYYY-MM-DD`. */
  day: string;
}

/** 'Pause fällig: Nach 6 Stunden Arbeitszeit sind 30 Minuten Pause vorgeschrieben.' and when work reaches it. */
export interface ClockBreakDue {
  message: string;
  /** ISO; in the past once crossed. */
  dueAt: string;
}

/** `GET /api/time-tracking/{username}/{token}/me` (ADR 0041). */
export interface ClockMe {
  user: { id: number; username: string };
  state: 'idle' | 'running' | 'paused';
  workingActivity: ClockActivity | null;
  today: ClockTotals;
  week: ClockTotals;
  nextShifts: readonly ClockShift[];
  holidayBalance: ClockHolidayBalance | null;
  warnings: readonly ClockWarning[];
  /** The next break the day's rule asks for while working (@theke/domain breakDue), or null. */
  breakDue: ClockBreakDue | null;
  serverTime: string;
}

export interface ClockView {
  /** `ended` is shown as idle: the employee may start the next activity. */
  state: Exclude<ActivityState, 'ended'>;
  activity: ClockActivity | null;
  /** Worked time of the open activity (pauses left out), in milliseconds. */
  runningMs: number;
  todayWorkedMs: number;
  weekWorkedMs: number;
}

const ms = (iso: string) => Date.parse(iso);

/** Worked milliseconds of an activity up to `until` (or its end): its span less its pauses. */
export function workedMs(activity: ClockActivity, until: number): number {
  const end = Math.min(activity.end === null ? until : ms(activity.end), until);
  const span = Math.max(0, end - ms(activity.start));
  const paused = activity.pauses.reduce(
    (sum, pause) => sum + Math.max(0, Math.min(pause.end === null ? end : ms(pause.end), end) - ms(pause.start)),
    0,
  );
  return Math.max(0, span - paused);
}

interface Folded {
  state: ActivityState;
  activity: ClockActivity | null;
  /** Worked time of activities the pending actions ended. */
  endedMs: number;
}

/** One action applied to the displayed activity; an action that does not fit is left out (the server will refuse it). */
function apply(folded: Folded, action: QueuedAction): Folded {
  const transition = activityTransition(folded.state, action.type);
  if (!transition.ok) return folded;
  const { activity } = folded;
  const at = action.at;
  const closePause = (pauses: readonly ClockPause[]) => pauses.map((pause) => (pause.end === null ? { ...pause, end: at } : pause));
  switch (action.type) {
    case 'start':
      return { ...folded, state: transition.next, activity: { start: at, end: null, pauses: [] } };
    case 'pause':
      return { ...folded, state: transition.next, activity: activity && { ...activity, pauses: [...activity.pauses, { start: at, end: null }] } };
    case 'resume':
      return { ...folded, state: transition.next, activity: activity && { ...activity, pauses: closePause(activity.pauses) } };
    case 'end': {
      const ended = activity && { ...activity, end: at, pauses: closePause(activity.pauses) };
      return { state: transition.next, activity: null, endedMs: folded.endedMs + (ended ? workedMs(ended, ms(at)) : 0) };
    }
  }
}

/**
 * The screen's state at `now`: the server's answer with the waiting actions on top. Totals are the
 * server's (up to its `serverTime`) plus what the open activity and the waiting actions added since.
 */
export function clockViewOf(me: ClockMe, waiting: readonly QueuedAction[], now: Date): ClockView {
  const folded = waiting.reduce(apply, { state: me.state as ActivityState, activity: me.workingActivity, endedMs: 0 });
  const until = now.getTime();
  const counted = me.workingActivity ? workedMs(me.workingActivity, ms(me.serverTime)) : 0;
  const runningMs = folded.activity ? workedMs(folded.activity, until) : 0;
  const added = folded.endedMs + runningMs - counted;
  return {
    state: folded.state === 'ended' ? 'idle' : folded.state,
    activity: folded.activity,
    runningMs,
    todayWorkedMs: Math.max(0, me.today.workedMinutes * 60_000 + added),
    weekWorkedMs: Math.max(0, me.week.workedMinutes * 60_000 + added),
  };
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** The running time as a stopwatch: `H:MM:SS`. */
export function formatStopwatch(milliseconds: number): string {
  const seconds = Math.floor(Math.max(0, milliseconds) / 1000);
  return `${Math.floor(seconds / 3600)}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(seconds % 60)}`;
}

/** Holiday days with a decimal comma: half days are '2,5'. */
export function formatDays(days: number): string {
  return String(Math.round(days * 100) / 100).replace('.', ',');
}

/** `31.03.2025: Schicht nicht angetreten.` */
export function warningText(warning: ClockWarning): string {
  const day = parseCalendarDate(warning.day);
  return day ? `${formatCalendarDate(day)}: ${warning.message}` : warning.message;
}

/** Below this the device's clock is taken as right: reading `…/me` takes some time too. */
const TRUSTED_DEVICE_SKEW_MS = 30_000;

/**
 * How far the device's clock is behind the server's (ms to add), judged from `…/me`'s
 * `serverTime` and when the answer arrived; 0 for a device that is about right. The server
 * refuses times more than a minute ahead of its own, and the running time counts from its times.
 */
export function deviceClockOffsetMs(serverTime: string, receivedAt: number): number {
  const offset = Date.parse(serverTime) - receivedAt;
  return Number.isFinite(offset) && Math.abs(offset) > TRUSTED_DEVICE_SKEW_MS ? offset : 0;
}

/** The time recorded for a press: the corrected clock, never before the action pressed before it. */
export function pressTime(now: Date, offsetMs: number, previous: readonly QueuedAction[]): Date {
  const last = previous.length > 0 ? Date.parse(previous[previous.length - 1]?.at ?? '') : Number.NaN;
  const at = now.getTime() + offsetMs;
  return new Date(Number.isFinite(last) ? Math.max(at, last) : at);
}

/**
 * The break notice while working: 'due' once the worked time crossed the rule's threshold (the
 * server's message), 'upcoming' with the time it will; none when paused or idle.
 */
export function breakNoticeOf(
  breakDue: ClockBreakDue | null,
  view: Pick<ClockView, 'state'>,
  now: Date,
): { kind: 'due'; message: string } | { kind: 'upcoming'; at: Date } | null {
  if (!breakDue || view.state !== 'running') return null;
  const at = new Date(breakDue.dueAt);
  return at.getTime() <= now.getTime() ? { kind: 'due', message: breakDue.message } : { kind: 'upcoming', at };
}

/** A planned shift: `Montag, 03.11.2025, 08:00–16:30`. */
export function shiftText(shift: Pick<ClockShift, 'day' | 'from' | 'to'>): string {
  const day = parseCalendarDate(shift.day);
  const date = day ? `${weekdayName(day)}, ${formatCalendarDate(day)}` : shift.day;
  return `${date}, ${shift.from}–${shift.to}`;
}
