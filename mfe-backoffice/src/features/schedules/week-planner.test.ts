import {
  bandPosition,
  dayHeading,
  daysOfWeek,
  draggedTimes,
  minuteAt,
  mondayOf,
  overlappingShiftIds,
  plannedEmployees,
  shiftWeek,
  shiftsOf,
  weekHeading,
  weekRange,
  type Shift,
} from './week-planner';

const shift = (id: number, employeeId: number, day: string, from: string, to: string): Shift => ({
  id,
  employee: { id: employeeId, username: `user${employeeId}` },
  day,
  from,
  to,
});

describe('the week shown', () => {
  it('starts on the Monday of the chosen day, a Sunday belonging to the week before it', () => {
    expect(mondayOf({ year: 2025, month: 4, day: 2 })).toEqual({ year: 2025, month: 3, day: 31 });
    expect(mondayOf({ year: 2025, month: 4, day: 6 })).toEqual({ year: 2025, month: 3, day: 31 });
    expect(mondayOf({ year: 2025, month: 3, day: 31 })).toEqual({ year: 2025, month: 3, day: 31 });
  });

  it('moves by whole weeks across month and year ends', () => {
    const monday = { year: 2024, month: 12, day: 30 };
    expect(shiftWeek(monday, 1)).toEqual({ year: 2025, month: 1, day: 6 });
    expect(shiftWeek(monday, -1)).toEqual({ year: 2024, month: 12, day: 23 });
    expect(weekRange(monday)).toEqual({ from: '2024-12-30', to: '2025-01-05' });
  });

  it('names the ISO week, its first and last day, and its days in German', () => {
    const monday = { year: 2025, month: 3, day: 31 };
    expect(weekHeading(monday)).toEqual({ week: 14, from: '31.03.2025', to: '06.04.2025' });
    expect(daysOfWeek(monday).map(dayHeading)).toEqual([
      'Mo 31.03.',
      'Di 01.04.',
      'Mi 02.04.',
      'Do 03.04.',
      'Fr 04.04.',
      'Sa 05.04.',
      'So 06.04.',
    ]);
    // The week of 30 December 2024 is week 1 of 2025.
    expect(weekHeading({ year: 2024, month: 12, day: 30 })).toEqual({ week: 1, from: '30.12.2024', to: '05.01.2025' });
  });
});

describe('a drag over a day band', () => {
  const band = { left: 100, width: 480 }; // 3 minutes per pixel

  it('reads the minute under the pointer, snapped to a quarter hour and kept within the day', () => {
    expect(minuteAt(100 + 180, band)).toBe(540); // 09:00
    expect(minuteAt(100 + 182, band)).toBe(540); // 09:06 → 09:00
    expect(minuteAt(100 + 183, band)).toBe(555); // 09:09 → 09:15
    expect(minuteAt(50, band)).toBe(0);
    expect(minuteAt(700, band)).toBe(1440);
  });

  it('plans from the earlier to the later point, whichever way the drag went', () => {
    expect(draggedTimes(540, 1050)).toEqual({ from: '09:00', to: '17:30' });
    expect(draggedTimes(1050, 540)).toEqual({ from: '09:00', to: '17:30' });
  });

  it('ends a drag to the band end at midnight', () => {
    expect(draggedTimes(1080, 1440)).toEqual({ from: '18:00', to: '00:00' });
  });

  it('plans an eight-hour shift from a press without a drag, cut at midnight', () => {
    expect(draggedTimes(600, 600)).toEqual({ from: '10:00', to: '18:00' });
    expect(draggedTimes(1200, 1200)).toEqual({ from: '20:00', to: '00:00' });
    expect(draggedTimes(1440, 1440)).toEqual({ from: '23:45', to: '00:00' });
  });

  it('places shifts on the band, one past midnight up to the band end', () => {
    expect(bandPosition({ from: '06:00', to: '18:00' })).toEqual({ left: 25, width: 50 });
    expect(bandPosition({ from: '18:00', to: '02:00' })).toEqual({ left: 75, width: 25 });
    expect(bandPosition({ from: '6:00', to: '18:00' })).toBeNull();
  });
});

describe('the grid', () => {
  it('lists an employee’s shifts of a day, earliest first', () => {
    const shifts = [
      shift(1, 7, '2025-04-01', '17:00', '22:00'),
      shift(2, 7, '2025-04-01', '08:00', '12:00'),
      shift(3, 8, '2025-04-01', '09:00', '12:00'),
      shift(4, 7, '2025-04-02', '09:00', '12:00'),
    ];
    expect(shiftsOf(shifts, 7, { year: 2025, month: 4, day: 1 }).map((entry) => entry.id)).toEqual([2, 1]);
  });

  it('marks overlapping shifts of one employee, a night shift with the next morning included', () => {
    const shifts = [
      shift(1, 7, '2025-04-01', '08:00', '12:00'),
      shift(2, 7, '2025-04-01', '11:30', '15:00'),
      shift(3, 7, '2025-04-01', '15:00', '18:00'), // starts as 2 ends: no overlap
      shift(4, 8, '2025-04-01', '09:00', '12:00'), // another employee
      shift(5, 9, '2025-04-01', '22:00', '06:00'),
      shift(6, 9, '2025-04-02', '05:00', '10:00'),
      shift(7, 9, '2025-04-02', '22:00', '02:00'),
      shift(8, 9, '2025-04-03', '02:00', '08:00'),
    ];
    expect([...overlappingShiftIds(shifts)].sort()).toEqual([1, 2, 5, 6]);
  });

  it('marks a shift inside a long one, though a shorter one lies between them', () => {
    const shifts = [
      shift(1, 7, '2025-04-01', '06:00', '22:00'),
      shift(2, 7, '2025-04-01', '08:00', '09:00'),
      shift(3, 7, '2025-04-01', '20:00', '21:00'),
    ];
    expect([...overlappingShiftIds(shifts)].sort()).toEqual([1, 2, 3]);
  });

  it('shows the users of the department’s branch and anyone planned this week, by name', () => {
    const users = [
      { id: 1, username: 'admin', name: 'Chefin', branches: [] },
      { id: 2, username: 'zoe', name: 'Zoë Berger', branches: [{ id: 3 }] },
      { id: 3, username: 'anton', name: '', branches: [{ id: 3 }, { id: 4 }] },
      { id: 4, username: 'linz', name: 'Lena', branches: [{ id: 4 }] },
    ];
    const shifts = [shift(9, 4, '2025-04-01', '08:00', '12:00'), { ...shift(10, 5, '2025-04-01', '08:00', '12:00'), employee: { id: 5, username: 'gone' } }];
    expect(plannedEmployees(users, 3, shifts)).toEqual([
      { id: 3, username: 'anton', name: 'anton' },
      { id: 5, username: 'gone', name: 'gone' },
      { id: 4, username: 'linz', name: 'Lena' },
      { id: 2, username: 'zoe', name: 'Zoë Berger' },
    ]);
  });
});
