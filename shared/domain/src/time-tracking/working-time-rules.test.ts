import { vienna } from '../testing';
import { workingDays } from './working-days';
import { dayWarnings } from './working-time-rules';
import type { WorkingActivityTimes } from './worked-intervals';

const BERLIN = 'Europe/Berlin';
const VIENNA = 'Europe/Vienna';
const now = vienna('2025-12-31T12:00');

/** An ended activity from local 'YYYY-MM-DDTHH:MM' to local time, optionally with pauses. */
function worked(
  from: string,
  to: string,
  zone = VIENNA,
  pauses: Array<[string, string]> = [],
): WorkingActivityTimes {
  const iso = (local: string) => vienna(local, zone).toISOString();
  return {
    start: iso(from),
    end: iso(to),
    pauses: pauses.map(([start, end]) => ({ start: iso(start), end: iso(end) })),
  };
}

const codes = (activities: WorkingActivityTimes[], country: 'AT' | 'DE' = 'AT') =>
  dayWarnings(country, activities, now).map(({ code, day }) => `${day} ${code}`);

describe('working-time warnings per working day', () => {
  it('warns of too short a break with the German rule text of the threshold crossed', () => {
    expect(dayWarnings('AT', [worked('2025-05-05T08:00', '2025-05-05T14:01')], now)).toEqual([
      {
        code: 'break-too-short',
        day: '2025-05-05',
        message: 'Pause zu kurz: Bei mehr als 6 Stunden Arbeitszeit sind 30 Minuten Pause vorgeschrieben.',
      },
    ]);
    expect(dayWarnings('AT', [worked('2025-05-05T08:00', '2025-05-05T14:00')], now)).toEqual([]);
    const longDay = worked('2025-05-05T08:00', '2025-05-05T17:31', BERLIN, [
      ['2025-05-05T12:00', '2025-05-05T12:30'],
    ]);
    expect(dayWarnings('DE', [longDay], now)).toEqual([
      {
        code: 'break-too-short',
        day: '2025-05-05',
        message: 'Pause zu kurz: Bei mehr als 9 Stunden Arbeitszeit sind 45 Minuten Pause vorgeschrieben.',
      },
    ]);
    // The same day in Austria: 30 minutes are enough.
    expect(
      codes([
        worked('2025-05-05T08:00', '2025-05-05T17:31', VIENNA, [['2025-05-05T12:00', '2025-05-05T12:30']]),
      ]),
    ).toEqual([]);
  });

  it('leaves the break of a day still being worked to the break notice', () => {
    const running = { start: vienna('2025-12-31T04:00').toISOString(), end: null, pauses: [] };
    expect(codes([running])).toEqual([]);
    const allDay = { start: vienna('2025-12-31T01:00').toISOString(), end: null, pauses: [] };
    expect(codes([allDay])).toEqual(['2025-12-31 daily-maximum']);
  });

  it('warns above 10 hours of work a day, not at exactly 10', () => {
    const pause: Array<[string, string]> = [['2025-05-05T12:00', '2025-05-05T12:30']];
    expect(codes([worked('2025-05-05T07:00', '2025-05-05T17:30', VIENNA, pause)])).toEqual([]);
    expect(dayWarnings('AT', [worked('2025-05-05T07:00', '2025-05-05T17:31', VIENNA, pause)], now)).toEqual([
      {
        code: 'daily-maximum',
        day: '2025-05-05',
        message: 'Höchstarbeitszeit überschritten: mehr als 10 Stunden an einem Tag.',
      },
    ]);
  });

  it('wants 11 hours of rest across midnight, measured from the last end to the next first start', () => {
    const evening = worked('2025-05-05T17:00', '2025-05-05T23:00');
    expect(codes([evening, worked('2025-05-06T10:00', '2025-05-06T12:00')])).toEqual([]);
    expect(dayWarnings('AT', [worked('2025-05-06T09:59', '2025-05-06T12:00'), evening], now)).toEqual([
      {
        code: 'rest-too-short',
        day: '2025-05-06',
        message: 'Ruhezeit unterschritten: weniger als 11 Stunden zwischen zwei Arbeitstagen.',
      },
    ]);
  });

  it('counts a night shift on the day it started, its end starting the rest', () => {
    const night = worked('2025-05-05T22:00', '2025-05-06T04:00');
    expect(codes([night, worked('2025-05-06T14:00', '2025-05-06T18:00')])).toEqual([
      '2025-05-06 rest-too-short',
    ]);
    expect(codes([night, worked('2025-05-06T15:00', '2025-05-06T18:00')])).toEqual([]);
  });

  it.each([
    ['AT', VIENNA],
    ['DE', BERLIN],
  ] as const)('measures rest in real time across the DST changes in %s (%s)', (country, zone) => {
    // Last Sunday of March 2025: 02:00 becomes 03:00, so 22:00 to 09:00 is only 10 hours.
    const springEve = worked('2025-03-29T16:00', '2025-03-29T22:00', zone);
    expect(codes([springEve, worked('2025-03-30T09:00', '2025-03-30T12:00', zone)], country)).toEqual([
      '2025-03-30 rest-too-short',
    ]);
    expect(codes([springEve, worked('2025-03-30T10:00', '2025-03-30T12:00', zone)], country)).toEqual([]);
    // Last Sunday of October 2025: 03:00 becomes 02:00 again, so 22:00 to 08:00 is 11 hours.
    const autumnEve = worked('2025-10-25T16:00', '2025-10-25T22:00', zone);
    expect(codes([autumnEve, worked('2025-10-26T08:00', '2025-10-26T12:00', zone)], country)).toEqual([]);
    expect(codes([autumnEve, worked('2025-10-26T07:59', '2025-10-26T12:00', zone)], country)).toEqual([
      '2025-10-26 rest-too-short',
    ]);
  });

  it('adds missed shifts and keeps the warnings in calendar order', () => {
    const activities = [
      worked('2025-05-07T08:00', '2025-05-07T14:30'),
      worked('2025-05-05T08:00', '2025-05-05T18:31'),
    ];
    const shifts = [{ day: '2025-05-06', from: '08:00', to: '16:00' }];
    const warnings = dayWarnings('AT', activities, now, shifts);
    // The same from the working days a caller worked out already.
    expect(dayWarnings('AT', activities, now, shifts, workingDays('AT', activities, now))).toEqual(warnings);
    expect(warnings.map(({ code, day }) => `${day} ${code}`)).toEqual([
      '2025-05-05 break-too-short',
      '2025-05-05 daily-maximum',
      '2025-05-06 missed-shift',
      '2025-05-07 break-too-short',
    ]);
    expect(warnings[2]?.message).toBe('Schicht nicht angetreten.');
  });
});
