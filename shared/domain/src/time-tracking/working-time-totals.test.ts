import { vienna } from '../testing';
import { workingDays } from './working-days';
import { dailyTotals, plannedMinutes, workingTimeTotals } from './working-time-totals';
import type { PlannedShift } from './shifts';

const iso = (local: string) => vienna(local).toISOString();
const now = vienna('2025-05-07T10:00');
const activities = [
  {
    start: iso('2025-05-05T08:00'),
    end: iso('2025-05-05T16:30'),
    pauses: [{ start: iso('2025-05-05T12:00'), end: iso('2025-05-05T12:30') }],
  },
  { start: iso('2025-05-06T08:00'), end: iso('2025-05-06T10:00'), pauses: [] },
  { start: iso('2025-05-06T10:20'), end: iso('2025-05-06T12:00'), pauses: [] },
  { start: iso('2025-05-07T08:00'), end: null, pauses: [] },
];
const shifts: PlannedShift[] = [
  { day: '2025-05-05', from: '08:00', to: '16:30', plannedBreakMinutes: 30 },
  { day: '2025-05-06', from: '08:00', to: '12:00' },
  { day: '2025-05-08', from: '22:00', to: '06:00', plannedBreakMinutes: 30 },
];

describe('working-time totals for the screens and the timesheet', () => {
  it('lists every day with work or a shift: worked, break and planned minutes', () => {
    expect(dailyTotals('AT', activities, now, shifts)).toEqual([
      { day: '2025-05-05', workedMinutes: 480, breakMinutes: 30, plannedMinutes: 480 },
      { day: '2025-05-06', workedMinutes: 220, breakMinutes: 20, plannedMinutes: 240 },
      { day: '2025-05-07', workedMinutes: 120, breakMinutes: 0, plannedMinutes: 0 },
      { day: '2025-05-08', workedMinutes: 0, breakMinutes: 0, plannedMinutes: 450 },
    ]);
    expect(
      dailyTotals('AT', activities, now, shifts, { from: '2025-05-06', to: '2025-05-07' }).map(
        (row) => row.day,
      ),
    ).toEqual(['2025-05-06', '2025-05-07']);
  });

  it('sums a range of days, such as today or a week, and all days without a range', () => {
    expect(
      workingTimeTotals('AT', activities, now, shifts, { from: '2025-05-07', to: '2025-05-07' }),
    ).toEqual({
      workedMinutes: 120,
      breakMinutes: 0,
      plannedMinutes: 0,
    });
    expect(workingTimeTotals('AT', activities, now, shifts, { from: '2025-05-05' })).toEqual({
      workedMinutes: 820,
      breakMinutes: 50,
      plannedMinutes: 1170,
    });
    expect(workingTimeTotals('AT', activities, now)).toEqual({
      workedMinutes: 820,
      breakMinutes: 50,
      plannedMinutes: 0,
    });
    expect(plannedMinutes('AT', shifts, { to: '2025-05-06' })).toBe(720);
  });

  it('gives the same figures from the working days a caller worked out already', () => {
    const days = workingDays('AT', activities, now);
    const month = { from: '2025-05-01', to: '2025-05-31' };
    expect(dailyTotals('AT', activities, now, shifts, month, days)).toEqual(
      dailyTotals('AT', activities, now, shifts, month),
    );
    expect(workingTimeTotals('AT', activities, now, shifts, month, days)).toEqual(
      workingTimeTotals('AT', activities, now, shifts, month),
    );
  });

  it('sums seconds before rounding down to whole minutes', () => {
    const halfMinutes = [0, 1].map((index) => ({
      start: new Date(Date.UTC(2025, 4, 5 + index, 8, 0, 0)).toISOString(),
      end: new Date(Date.UTC(2025, 4, 5 + index, 8, 0, 30)).toISOString(),
      pauses: [],
    }));
    expect(dailyTotals('AT', halfMinutes, now).map((row) => row.workedMinutes)).toEqual([0, 0]);
    expect(workingTimeTotals('AT', halfMinutes, now).workedMinutes).toBe(1);
  });
});
