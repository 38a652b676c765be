import {
  activityTimesText,
  addMonths,
  currentMonth,
  daysOfMonth,
  exportUrl,
  monthLabel,
  monthParam,
  sheetRows,
  type Activity,
} from './month-sheet';

const activity = (id: number, start: string, end: string | null): Activity => ({ id, start, end, pauses: [] });

describe('the month shown', () => {
  it('is this month in Vienna, moved by whole months across the year end', () => {
    // 31 March 2025, 22:30 UTC is already 1 April in Vienna.
    expect(currentMonth(new Date('2025-03-31T22:30:00Z'))).toEqual({ year: 2025, month: 4 });
    expect(addMonths({ year: 2025, month: 1 }, -1)).toEqual({ year: 2024, month: 12 });
    expect(addMonths({ year: 2024, month: 12 }, 1)).toEqual({ year: 2025, month: 1 });
    expect(monthLabel({ year: 2025, month: 3 })).toBe('März 2025');
    expect(monthParam({ year: 2025, month: 3 })).toBe('2025-03');
  });

  it('has every day of the month, a leap February too', () => {
    expect(daysOfMonth({ year: 2024, month: 2 })).toHaveLength(29);
    expect(daysOfMonth({ year: 2025, month: 2 })).toHaveLength(28);
  });
});

describe('the rows', () => {
  it('shows every day of the month with the sheet’s figures, the absence and the warnings in German', () => {
    const night = activity(7, '2025-03-31T22:15:00Z', '2025-04-01T05:00:00Z');
    const day = (date: string) => ({ date, plannedMinutes: 0, workedMinutes: 0, breakMinutes: 0, absence: null, activities: [], warnings: [] });
    const rows = sheetRows(
      { year: 2025, month: 4 },
      {
        employee: { id: 4, username: 'anna' },
        month: '2025-04',
        days: [
          {
            ...day('2025-04-01'),
            workedMinutes: 400,
            breakMinutes: 10,
            plannedMinutes: 480,
            activities: [night],
            warnings: [{ code: 'break-too-short', message: 'Pause zu kurz: Bei mehr als 6 Stunden Arbeit sind 30 Minuten Pause vorgeschrieben.' }],
          },
          { ...day('2025-04-02'), absence: 'sick', plannedMinutes: 0 },
        ],
        totals: { workedMinutes: 400, breakMinutes: 10, plannedMinutes: 480 },
        approval: null,
      },
    );
    expect(rows).toHaveLength(30);
    expect(rows[0]).toEqual({
      day: '2025-04-01',
      label: 'Di 01.04.2025',
      weekend: false,
      plannedMinutes: 480,
      workedMinutes: 400,
      breakMinutes: 10,
      absence: null,
      warnings: ['Pause zu kurz: Bei mehr als 6 Stunden Arbeit sind 30 Minuten Pause vorgeschrieben.'],
      activities: [night],
    });
    expect(rows[1]).toMatchObject({ absence: 'Krankenstand', activities: [] });
    expect(rows[4]).toMatchObject({ label: 'Sa 05.04.2025', weekend: true, workedMinutes: 0, activities: [] });
  });

  it('shows a month without a sheet as empty days', () => {
    expect(sheetRows({ year: 2025, month: 2 }, undefined).map((row) => row.workedMinutes)).toEqual(new Array(28).fill(0));
  });

  it('reads recorded times in Vienna, a running one as running and an end on another day with its date', () => {
    expect(activityTimesText(activity(1, '2025-04-01T06:00:00Z', '2025-04-01T10:30:00Z'), 'läuft')).toBe('08:00–12:30');
    expect(activityTimesText(activity(1, '2025-04-01T06:00:00Z', null), 'läuft')).toBe('08:00–läuft');
    expect(activityTimesText(activity(1, '2025-04-01T20:00:00Z', '2025-04-02T01:00:00Z'), 'läuft')).toBe('22:00–02.04.2025 03:00');
  });
});

describe('the exports', () => {
  it('link one employee’s month as CSV and PDF', () => {
    expect(exportUrl('csv', { year: 2025, month: 4 }, 4)).toBe('/api/time-sheets/monthly.csv?month=2025-04&employee=4');
    expect(exportUrl('pdf', { year: 2025, month: 4 }, 4)).toBe('/api/time-sheets/monthly.pdf?month=2025-04&employee=4');
  });
});
