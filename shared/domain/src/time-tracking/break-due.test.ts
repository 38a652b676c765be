import { vienna } from '../testing';
import { breakDue } from './break-due';
import type { WorkingActivityTimes } from './worked-intervals';

const iso = (local: string) => vienna(local).toISOString();
const running = (from: string, pauses: Array<[string, string | null]> = []): WorkingActivityTimes => ({
  start: iso(from),
  end: null,
  pauses: pauses.map(([start, end]) => ({ start: iso(start), end: end && iso(end) })),
});

describe('the break notice while working', () => {
  it('announces the AT break for when 6 hours of work will be reached', () => {
    expect(breakDue('AT', [running('2025-05-05T08:00')], vienna('2025-05-05T12:00'))).toEqual({
      message: 'Pause fällig: Nach 6 Stunden Arbeitszeit sind 30 Minuten Pause vorgeschrieben.',
      requiredMinutes: 30,
      dueAt: vienna('2025-05-05T14:00'),
    });
  });

  it('moves the due time by the pauses and gaps already taken, and keeps it once crossed', () => {
    const earlier = { start: iso('2025-05-05T06:00'), end: iso('2025-05-05T07:00'), pauses: [] };
    const notice = breakDue(
      'AT',
      [earlier, running('2025-05-05T07:05', [['2025-05-05T09:00', '2025-05-05T09:05']])],
      vienna('2025-05-05T14:00'),
    );
    // 1 h + 6:50 h worked at 14:00: the 6 hours were reached at 12:10.
    expect(notice?.dueAt).toEqual(vienna('2025-05-05T12:10'));
  });

  it('is quiet once the break is taken, while paused and when nobody works', () => {
    const now = vienna('2025-05-05T15:00');
    expect(
      breakDue('AT', [running('2025-05-05T08:00', [['2025-05-05T11:00', '2025-05-05T11:30']])], now),
    ).toBeNull();
    expect(breakDue('AT', [running('2025-05-05T08:00', [['2025-05-05T14:50', null]])], now)).toBeNull();
    expect(
      breakDue('AT', [{ start: iso('2025-05-05T08:00'), end: iso('2025-05-05T14:30'), pauses: [] }], now),
    ).toBeNull();
    expect(breakDue('AT', [], now)).toBeNull();
  });

  it('DE: after 30 minutes of break announces the 45 minutes due at 9 hours', () => {
    const notice = breakDue(
      'DE',
      [running('2025-05-05T07:00', [['2025-05-05T11:00', '2025-05-05T11:30']])],
      vienna('2025-05-05T15:00'),
    );
    expect(notice).toEqual({
      message: 'Pause fällig: Nach 9 Stunden Arbeitszeit sind 45 Minuten Pause vorgeschrieben.',
      requiredMinutes: 45,
      dueAt: vienna('2025-05-05T16:30'),
    });
  });

  it('counts a night shift with the activities of the day it started, not of today', () => {
    const yesterday = { start: iso('2025-05-04T20:00'), end: iso('2025-05-04T22:00'), pauses: [] };
    const night = running('2025-05-04T22:30');
    expect(breakDue('AT', [yesterday, night], vienna('2025-05-05T02:00'))).toBeNull();
    // The day before is another working day: the night since is no break.
    const dayBefore = { start: iso('2025-05-03T20:00'), end: iso('2025-05-03T22:00'), pauses: [] };
    expect(breakDue('AT', [dayBefore, night], vienna('2025-05-05T02:00'))).toMatchObject({
      dueAt: vienna('2025-05-05T04:30'),
    });
    expect(
      breakDue('AT', [{ ...yesterday, end: iso('2025-05-04T22:25') }, night], vienna('2025-05-05T02:00')),
    ).toMatchObject({
      requiredMinutes: 30,
    });
  });
});
