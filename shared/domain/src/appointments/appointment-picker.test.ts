import {
  appointmentInstant,
  availableTimesOn,
  defaultAppointmentTime,
  isDaySelectable,
  stepHour,
  stepMinute,
  timePickerState,
} from './appointment-picker';
import { monthCalendar, shiftMonth } from '../time/month-calendar';
import { hoursOf } from '../branches/open-intervals';
import { appointmentSlots } from './slots';
import { rule, vienna } from '../testing';

const clock = (times: { hour: number; minute: number }[]) =>
  times.map((t) => `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`);

describe('time picker (SPEC §5): available times in minute steps of 5', () => {
  const slots = [
    { start: vienna('2025-05-05T08:05'), end: vienna('2025-05-05T08:30') },
    { start: vienna('2025-05-05T16:50'), end: vienna('2025-05-05T17:00') },
  ];

  it('lists the times of the day that lie inside a slot', () => {
    expect(clock(availableTimesOn(slots, { year: 2025, month: 5, day: 5 }))).toEqual([
      '08:05',
      '08:10',
      '08:15',
      '08:20',
      '08:25',
      '16:50',
      '16:55',
    ]);
    expect(clock(availableTimesOn(slots, { year: 2025, month: 5, day: 5 }, undefined, 15))).toEqual([
      '08:15',
    ]);
  });

  it('puts a slot starting off the grid on the next step', () => {
    const odd = [{ start: vienna('2025-05-05T08:02'), end: vienna('2025-05-05T08:11') }];
    expect(clock(availableTimesOn(odd, { year: 2025, month: 5, day: 5 }))).toEqual(['08:05', '08:10']);
  });

  it('has no 02:xx times on the spring-forward day and lists the repeated autumn hour once', () => {
    const allNight = hoursOf([rule('sunday', '00:00', '05:00')]);
    const spring = appointmentSlots({ hours: allNight, now: vienna('2025-03-29T12:00'), horizonDays: 2 });
    const springTimes = clock(availableTimesOn(spring, { year: 2025, month: 3, day: 30 }, undefined, 30));
    expect(springTimes).toEqual(['00:00', '00:30', '01:00', '01:30', '03:00', '03:30', '04:00', '04:30']);
    const autumn = appointmentSlots({ hours: allNight, now: vienna('2025-10-25T12:00'), horizonDays: 2 });
    const autumnTimes = clock(availableTimesOn(autumn, { year: 2025, month: 10, day: 26 }, undefined, 30));
    expect(autumnTimes).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '02:00',
      '02:30',
      '03:00',
      '03:30',
      '04:00',
      '04:30',
    ]);
  });

  it("says 'Zum ausgewählten Tag sind keine Termine verfügbar.' when the day has no time", () => {
    const state = timePickerState(slots, { year: 2025, month: 5, day: 6 }, { hour: 9, minute: 0 });
    expect(state).toEqual({
      times: [],
      isSelectedAvailable: false,
      message: 'Zum ausgewählten Tag sind keine Termine verfügbar.',
      showAvailableTimes: false,
      canSave: false,
    });
  });

  it('lists the available times if the chosen time is outside them and disables save', () => {
    const outside = timePickerState(slots, { year: 2025, month: 5, day: 5 }, { hour: 9, minute: 0 });
    expect(outside).toMatchObject({
      isSelectedAvailable: false,
      showAvailableTimes: true,
      canSave: false,
      message: null,
    });
    const none = timePickerState(slots, { year: 2025, month: 5, day: 5 }, null);
    expect(none.canSave).toBe(false);
    const inside = timePickerState(slots, { year: 2025, month: 5, day: 5 }, { hour: 8, minute: 10 });
    expect(inside).toMatchObject({ isSelectedAvailable: true, showAvailableTimes: false, canSave: true });
  });

  it('steps minutes by 5 and hours by 1, wrapping around', () => {
    expect(stepMinute(55, 1)).toBe(0);
    expect(stepMinute(0, -1)).toBe(55);
    expect(stepMinute(12, 1)).toBe(15);
    expect(stepHour(23, 1)).toBe(0);
    expect(stepHour(0, -1)).toBe(23);
  });

  it('default hour when no date: the next full hour, on the next day after 23:00', () => {
    expect(defaultAppointmentTime(vienna('2025-05-05T09:20'))).toEqual({
      year: 2025,
      month: 5,
      day: 5,
      hour: 10,
      minute: 0,
    });
    expect(defaultAppointmentTime(vienna('2025-05-05T10:00'))).toEqual({
      year: 2025,
      month: 5,
      day: 5,
      hour: 11,
      minute: 0,
    });
    expect(defaultAppointmentTime(vienna('2025-05-05T23:40'))).toEqual({
      year: 2025,
      month: 5,
      day: 6,
      hour: 0,
      minute: 0,
    });
  });

  it('turns the picked date and time into the instant in the business zone', () => {
    expect(appointmentInstant({ year: 2025, month: 5, day: 5 }, { hour: 8, minute: 10 }).toISOString()).toBe(
      '2025-05-05T06:10:00.000Z',
    );
  });
});

describe('date picker (SPEC §5): past days and days without a slot disabled', () => {
  const hours = hoursOf([rule('monday', '08:00', '12:00'), rule('wednesday', '08:00', '12:00')]);
  const now = vienna('2025-05-05T11:00');
  const slots = appointmentSlots({ hours, now, horizonDays: 30 });

  it('disables past days', () => {
    expect(isDaySelectable(slots, { year: 2025, month: 5, day: 4 }, now)).toBe(false);
  });

  it('enables today while a slot remains and later days with a slot', () => {
    expect(isDaySelectable(slots, { year: 2025, month: 5, day: 5 }, now)).toBe(true);
    expect(isDaySelectable(slots, { year: 2025, month: 5, day: 7 }, now)).toBe(true);
  });

  it('disables days without a slot', () => {
    expect(isDaySelectable(slots, { year: 2025, month: 5, day: 6 }, now)).toBe(false);
    expect(isDaySelectable(slots, { year: 2025, month: 5, day: 5 }, vienna('2025-05-05T12:00'))).toBe(true);
    const later = appointmentSlots({ hours, now: vienna('2025-05-05T12:00'), horizonDays: 30 });
    expect(isDaySelectable(later, { year: 2025, month: 5, day: 5 }, vienna('2025-05-05T12:00'))).toBe(false);
  });
});

describe('month calendar (SPEC §2 date picker: ISO week numbers, Monday-first)', () => {
  it('lays out January 2021 from Monday 28 December 2020 in ISO week 53', () => {
    const weeks = monthCalendar(2021, 1);
    expect(weeks[0]).toMatchObject({ week: 53, isoYear: 2020 });
    expect(weeks[0]?.days[0]).toEqual({ year: 2020, month: 12, day: 28 });
    expect(weeks[1]).toMatchObject({ week: 1, isoYear: 2021 });
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.days.length === 7)).toBe(true);
  });

  it('starts with week 1 when the month begins on a Monday, and shows six rows when needed', () => {
    expect(monthCalendar(2024, 1)[0]?.week).toBe(1);
    expect(monthCalendar(2025, 3)).toHaveLength(6);
  });

  it('moves to the previous and next month across the year boundary', () => {
    expect(shiftMonth(2025, 12, 1)).toEqual({ year: 2026, month: 1 });
    expect(shiftMonth(2025, 1, -1)).toEqual({ year: 2024, month: 12 });
  });
});
