import type { MonthlySheet } from './month-sheet';
import { recentMonths, recentWarnings } from './recent-warnings';

const day = (date: string, ...messages: string[]) => ({
  date,
  plannedMinutes: 0,
  workedMinutes: 0,
  breakMinutes: 0,
  absence: null,
  activities: [],
  warnings: messages.map((message) => ({ code: 'missed-shift', message })),
});

const sheet = (username: string, days: ReturnType<typeof day>[]): MonthlySheet => ({
  employee: { id: username.length, username },
  month: '2026-11',
  days,
  totals: { workedMinutes: 0, breakMinutes: 0, plannedMinutes: 0 },
  approval: null,
});

describe('recent working-time warnings', () => {
  it('reads one month, or two when the last seven days reach into the previous one', () => {
    expect(recentMonths('2026-11-27')).toEqual([{ year: 2026, month: 11 }]);
    expect(recentMonths('2026-12-03')).toEqual([
      { year: 2026, month: 11 },
      { year: 2026, month: 12 },
    ]);
    expect(recentMonths('2027-01-06')).toEqual([
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
    ]);
  });

  it('lists the warnings of the last seven days up to today, newest first, by employee', () => {
    const sheets = [
      sheet('mitarbeiter', [day('2026-11-20', 'Zu alt.'), day('2026-11-21', 'Schicht nicht angetreten.'), day('2026-11-28', 'Morgen.')]),
      sheet('anna', [day('2026-11-27', 'Ruhezeit unterschritten: weniger als 11 Stunden zwischen zwei Arbeitstagen.'), day('2026-11-21', 'Pause zu kurz.')]),
    ];
    expect(recentWarnings(sheets, '2026-11-27')).toEqual([
      { employee: { id: 4, username: 'anna' }, day: '2026-11-27', message: 'Ruhezeit unterschritten: weniger als 11 Stunden zwischen zwei Arbeitstagen.' },
      { employee: { id: 4, username: 'anna' }, day: '2026-11-21', message: 'Pause zu kurz.' },
      { employee: { id: 11, username: 'mitarbeiter' }, day: '2026-11-21', message: 'Schicht nicht angetreten.' },
    ]);
  });
});
