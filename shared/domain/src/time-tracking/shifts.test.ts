import { vienna } from '../testing';
import { missedShifts, plannedShiftMinutes, shiftInstants, type PlannedShift } from './shifts';

const span = (country: 'AT' | 'DE', shift: PlannedShift) => {
  const { start, end } = shiftInstants(country, shift);
  return [start.toISOString(), end.toISOString()];
};

describe('planned shifts in real time', () => {
  it('places a shift on its local day and runs a shift past midnight when it ends before it starts', () => {
    expect(span('AT', { day: '2025-05-05', from: '08:00', to: '16:30' })).toEqual([
      '2025-05-05T06:00:00.000Z',
      '2025-05-05T14:30:00.000Z',
    ]);
    expect(span('DE', { day: '2025-01-10', from: '22:00', to: '06:00' })).toEqual([
      '2025-01-10T21:00:00.000Z',
      '2025-01-11T05:00:00.000Z',
    ]);
    expect(span('AT', { day: '2025-01-10', from: '16:00', to: '24:00' })).toEqual([
      '2025-01-10T15:00:00.000Z',
      '2025-01-10T23:00:00.000Z',
    ]);
  });

  it('gives night shifts over a DST change their true length and moves a start inside the gap forward', () => {
    expect(plannedShiftMinutes('AT', { day: '2025-03-29', from: '22:00', to: '06:00' })).toBe(7 * 60);
    expect(plannedShiftMinutes('DE', { day: '2025-10-25', from: '22:00', to: '06:00' })).toBe(9 * 60);
    expect(span('AT', { day: '2025-03-30', from: '02:30', to: '10:00' })).toEqual([
      vienna('2025-03-30T03:30').toISOString(),
      vienna('2025-03-30T10:00').toISOString(),
    ]);
  });

  it('plans the shift minus its planned break, never below nothing', () => {
    expect(
      plannedShiftMinutes('AT', { day: '2025-05-05', from: '08:00', to: '16:30', plannedBreakMinutes: 30 }),
    ).toBe(480);
    expect(
      plannedShiftMinutes('AT', { day: '2025-05-05', from: '08:00', to: '08:20', plannedBreakMinutes: 30 }),
    ).toBe(0);
    expect(
      plannedShiftMinutes('AT', { day: '2025-05-05', from: '08:00', to: '08:20', plannedBreakMinutes: null }),
    ).toBe(20);
  });

  it('refuses what is no shift', () => {
    expect(() => shiftInstants('AT', { day: '2025-02-30', from: '08:00', to: '16:00' })).toThrow(RangeError);
    expect(() => shiftInstants('AT', { day: '2025-05-05', from: '8 Uhr', to: '16:00' })).toThrow(RangeError);
    expect(() => shiftInstants('AT', { day: '2025-05-05', from: '08:00', to: '25:00' })).toThrow(RangeError);
  });
});

describe('missed shifts', () => {
  const shift = { day: '2025-05-05', from: '08:00', to: '16:00' };
  const startedAt = (local: string, end: string | null = null) => ({
    start: vienna(local).toISOString(),
    end: end && vienna(end).toISOString(),
    pauses: [],
  });
  const missed = (now: string, activities: ReturnType<typeof startedAt>[]) =>
    missedShifts('AT', activities, vienna(now), [shift]).length === 1;

  it('is missed only more than 15 minutes after the start without anyone clocking in', () => {
    expect(missed('2025-05-05T08:15', [])).toBe(false);
    expect(missed('2025-05-05T08:16', [])).toBe(true);
  });

  it('counts clocking in from 60 minutes before to 15 minutes after the start', () => {
    expect(missed('2025-05-05T12:00', [startedAt('2025-05-05T07:00', '2025-05-05T07:30')])).toBe(false);
    expect(missed('2025-05-05T12:00', [startedAt('2025-05-05T08:15')])).toBe(false);
    expect(missed('2025-05-05T12:00', [startedAt('2025-05-05T06:59', '2025-05-05T07:30')])).toBe(true);
    expect(missed('2025-05-05T12:00', [startedAt('2025-05-05T08:16')])).toBe(true);
  });

  it('counts an activity that ran across the start, still running or ended after it', () => {
    expect(missed('2025-05-05T12:00', [startedAt('2025-05-05T05:00')])).toBe(false);
    expect(missed('2025-05-05T12:00', [startedAt('2025-05-05T05:00', '2025-05-05T09:00')])).toBe(false);
    expect(missed('2025-05-05T12:00', [startedAt('2025-05-05T05:00', '2025-05-05T08:00')])).toBe(true);
  });

  it("keeps the caller's shift objects", () => {
    const withId = { ...shift, id: 'shift-1' };
    expect(missedShifts('AT', [], vienna('2025-05-06T00:00'), [withId])).toEqual([withId]);
  });
});
