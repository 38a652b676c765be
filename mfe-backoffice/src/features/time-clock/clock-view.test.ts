import { newAction } from './action-queue';
import {
  breakNoticeOf,
  clockViewOf,
  deviceClockOffsetMs,
  formatDays,
  formatStopwatch,
  pressTime,
  shiftText,
  warningText,
  workedMs,
  type ClockMe,
} from './clock-view';

const HOUR = 3_600_000;
const at = (time: string) => new Date(`2025-03-31T${time}:00Z`);

function me(overrides: Partial<ClockMe> = {}): ClockMe {
  return {
    user: { id: 2, username: 'mitarbeiter' },
    state: 'idle',
    workingActivity: null,
    today: { workedMinutes: 0, breakMinutes: 0, plannedMinutes: 480 },
    week: { workedMinutes: 600, breakMinutes: 60, plannedMinutes: 2400 },
    nextShifts: [],
    holidayBalance: null,
    warnings: [],
    breakDue: null,
    serverTime: at('08:00').toISOString(),
    ...overrides,
  };
}

describe('the time clock’s view', () => {
  it('counts an activity’s span less its pauses, an open one up to now', () => {
    const activity = {
      start: at('06:00').toISOString(),
      end: null,
      pauses: [{ start: at('09:00').toISOString(), end: at('09:30').toISOString() }, { start: at('11:00').toISOString(), end: null }],
    };
    expect(workedMs(activity, at('10:00').getTime())).toBe(3.5 * HOUR);
    // Paused since 11:00: the time stands still.
    expect(workedMs(activity, at('12:00').getTime())).toBe(4.5 * HOUR);
  });

  it('shows the server’s state and adds the running time since its answer to the totals', () => {
    const running = me({
      state: 'running',
      workingActivity: { start: at('06:00').toISOString(), end: null, pauses: [] },
      today: { workedMinutes: 120, breakMinutes: 0, plannedMinutes: 480 },
    });
    const view = clockViewOf(running, [], at('08:30'));
    expect(view.state).toBe('running');
    expect(view.runningMs).toBe(2.5 * HOUR);
    expect(view.todayWorkedMs).toBe(2.5 * HOUR);
    expect(view.weekWorkedMs).toBe(600 * 60_000 + 0.5 * HOUR);
  });

  it('applies waiting actions through the state machine: start, pause and resume offline', () => {
    const waiting = [newAction('start', at('08:00'), 'a'), newAction('pause', at('10:00'), 'b'), newAction('resume', at('10:15'), 'c')];
    const view = clockViewOf(me(), waiting, at('11:00'));
    expect(view.state).toBe('running');
    expect(view.activity?.pauses).toEqual([{ start: at('10:00').toISOString(), end: at('10:15').toISOString() }]);
    expect(view.runningMs).toBe(2.75 * HOUR);
    expect(view.todayWorkedMs).toBe(2.75 * HOUR);
  });

  it('leaves out an action that does not fit (the server will refuse it) and shows an ended activity as idle', () => {
    const view = clockViewOf(me(), [newAction('pause', at('08:00'), 'a')], at('09:00'));
    expect(view.state).toBe('idle');
    expect(view.activity).toBeNull();

    const ended = clockViewOf(me(), [newAction('start', at('08:00'), 'a'), newAction('end', at('12:00'), 'b')], at('13:00'));
    expect(ended.state).toBe('idle');
    expect(ended.runningMs).toBe(0);
    expect(ended.todayWorkedMs).toBe(4 * HOUR);
  });

  it('ends the server’s running activity with a waiting end, closing an open pause at that time', () => {
    const paused = me({
      state: 'paused',
      workingActivity: { start: at('06:00').toISOString(), end: null, pauses: [{ start: at('09:00').toISOString(), end: null }] },
      today: { workedMinutes: 180, breakMinutes: 0, plannedMinutes: 480 },
      serverTime: at('09:10').toISOString(),
    });
    const view = clockViewOf(paused, [newAction('end', at('09:20'), 'a')], at('10:00'));
    expect(view.state).toBe('idle');
    expect(view.todayWorkedMs).toBe(3 * HOUR);
  });

  it('formats the running time as a stopwatch and totals as hours', () => {
    expect(formatStopwatch(0)).toBe('0:00:00');
    expect(formatStopwatch(2 * HOUR + 5 * 60_000 + 9_999)).toBe('2:05:09');
    expect(formatDays(12.5)).toBe('12,5');
    expect(formatDays(3)).toBe('3');
  });

  it('writes a shift with its German weekday and date', () => {
    expect(shiftText({ day: '2025-04-01', from: '08:00', to: '16:30' })).toBe('Dienstag, 01.04.2025, 08:00–16:30');
    expect(shiftText({ day: '2025-04-05', from: '22:00', to: '06:00' })).toBe('Samstag, 05.04.2025, 22:00–06:00');
  });

  it('shows the break notice only while working: due once crossed, else when it will be', () => {
    const breakDue = { message: 'Pause fällig: Nach 6 Stunden Arbeitszeit sind 30 Minuten Pause vorgeschrieben.', dueAt: at('12:00').toISOString() };
    expect(breakNoticeOf(breakDue, { state: 'running' }, at('12:00'))).toEqual({ kind: 'due', message: breakDue.message });
    expect(breakNoticeOf(breakDue, { state: 'running' }, at('11:00'))).toEqual({ kind: 'upcoming', at: at('12:00') });
    expect(breakNoticeOf(breakDue, { state: 'paused' }, at('12:30'))).toBeNull();
    expect(breakNoticeOf(null, { state: 'running' }, at('12:30'))).toBeNull();
  });

  it('names the day of a warning', () => {
    expect(warningText({ code: 'missed-shift', message: 'Schicht nicht angetreten.', day: '2025-03-28' })).toBe(
      '28.03.2025: Schicht nicht angetreten.',
    );
  });

  it('trusts a device clock within half a minute of the server’s, and corrects one further off', () => {
    const received = at('08:00').getTime();
    expect(deviceClockOffsetMs(at('08:00').toISOString(), received + 20_000)).toBe(0);
    expect(deviceClockOffsetMs(new Date(received - 25_000).toISOString(), received)).toBe(0);
    // The tablet runs three minutes fast: its presses would be "in the future" for the server.
    expect(deviceClockOffsetMs(new Date(received - 180_000).toISOString(), received)).toBe(-180_000);
    expect(deviceClockOffsetMs('kaputt', received)).toBe(0);
  });

  it('records a press at the corrected time, never before the press before it', () => {
    expect(pressTime(at('08:03'), -180_000, []).toISOString()).toBe(at('08:00').toISOString());
    const earlier = [newAction('start', at('08:02'), 'a')];
    expect(pressTime(at('08:03'), -180_000, earlier).toISOString()).toBe(at('08:02').toISOString());
    expect(pressTime(at('08:03'), 0, earlier).toISOString()).toBe(at('08:03').toISOString());
  });
});
