import { vienna } from '../testing';
import { activitiesByWorkingDay, workingDayOf, workingDays } from './working-days';
import { COUNTRY_TIME_ZONES, DEFAULT_WORKING_TIME_COUNTRY, workingTimeZone } from './working-time-country';

const iso = (local: string, zone = 'Europe/Vienna') => vienna(local, zone).toISOString();

describe("working days in the country's zone", () => {
  it('uses Vienna for Austria, the default, and Berlin for Germany', () => {
    expect(DEFAULT_WORKING_TIME_COUNTRY).toBe('AT');
    expect(COUNTRY_TIME_ZONES).toEqual({ AT: 'Europe/Vienna', DE: 'Europe/Berlin' });
    expect(workingTimeZone('DE')).toBe('Europe/Berlin');
  });

  it('takes the local calendar day, not the UTC one', () => {
    expect(workingDayOf('AT', '2025-01-01T23:30:00.000Z')).toBe('2025-01-02');
    expect(workingDayOf('DE', new Date('2025-07-01T21:59:00.000Z'))).toBe('2025-07-01');
    expect(workingDayOf('DE', new Date('2025-07-01T22:00:00.000Z'))).toBe('2025-07-02');
  });

  it('gives a night shift to the day it started and the activity after it to the next, with worked and break minutes and its open state', () => {
    const now = new Date(iso('2025-05-07T09:30'));
    const days = workingDays(
      'AT',
      [
        { start: iso('2025-05-07T08:00'), end: null, pauses: [] },
        {
          start: iso('2025-05-05T22:00'),
          end: iso('2025-05-06T06:00'),
          pauses: [{ start: iso('2025-05-06T01:00'), end: iso('2025-05-06T01:30') }],
        },
        { start: iso('2025-05-06T06:20'), end: iso('2025-05-06T07:00'), pauses: [] },
        { start: iso('2025-05-06T14:00'), end: iso('2025-05-06T14:00'), pauses: [] },
        // Clocked in and out at once: no working day.
        { start: iso('2025-05-04T14:00'), end: iso('2025-05-04T14:00'), pauses: [] },
      ],
      now,
    );
    expect(
      days.map(({ day, workedMinutes, breakMinutes, open }) => ({ day, workedMinutes, breakMinutes, open })),
    ).toEqual([
      { day: '2025-05-05', workedMinutes: 7 * 60 + 30, breakMinutes: 30, open: false },
      { day: '2025-05-06', workedMinutes: 40, breakMinutes: 0, open: false },
      { day: '2025-05-07', workedMinutes: 90, breakMinutes: 0, open: true },
    ]);
    expect(days[0]?.start.toISOString()).toBe(iso('2025-05-05T22:00'));
    expect(days[0]?.end.toISOString()).toBe(iso('2025-05-06T06:00'));
    expect(days[2]?.end).toEqual(now);
  });

  it('groups activities by the working day of their start, in calendar order', () => {
    const late = { start: iso('2025-05-06T10:00'), end: null, pauses: [] };
    const early = { start: iso('2025-05-06T08:00'), end: iso('2025-05-06T09:00'), pauses: [] };
    const before = { start: iso('2025-05-05T23:59'), end: iso('2025-05-06T01:00'), pauses: [] };
    expect([...activitiesByWorkingDay('AT', [late, before, early])]).toEqual([
      ['2025-05-05', [before]],
      ['2025-05-06', [early, late]],
    ]);
  });
});
