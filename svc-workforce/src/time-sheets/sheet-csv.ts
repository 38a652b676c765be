/**
 * The monthly time sheets as CSV for Excel in a German locale (ADR 0041 "Time sheets"): UTF-8
 * with a byte order mark (else Excel reads ä as Ã¤), semicolons (the comma is the decimal
 * sign), CRLF line ends, one line per day of the month and a sum line per employee.
 */
import { workingTimeZone } from '@theke/domain';
import type { MonthlySheet } from './monthly-sheet';
import { absenceText, dateText, daysText, dayTimes, hoursText, signedHoursText } from './sheet-format';

export const CSV_COLUMNS = [
  'Mitarbeiter',
  'Datum',
  'Beginn',
  'Ende',
  'Pausen (Min.)',
  'Arbeitszeit (Std.)',
  'Soll (Std.)',
  'Abwesenheit',
  'Hinweise',
] as const;

const BOM = '\uFEFF';

/**
 * One field: quoted when it holds a separator, a quote or a line break; a text starting like a
 * formula ('=', '+', '-', '@') gets a leading apostrophe so Excel shows it instead of running it.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function sheetLines(sheet: MonthlySheet): string[][] {
  const zone = workingTimeZone(sheet.country);
  const name = sheet.employee.username;
  const lines = sheet.days.map((day) => [
    name,
    dateText(day.date),
    ...dayTimes(day, zone),
    String(day.breakMinutes),
    hoursText(day.workedMinutes),
    hoursText(day.plannedMinutes),
    absenceText(day.absence),
    day.warnings.map((warning) => warning.message).join(' / '),
  ]);
  const { totals } = sheet;
  const absences = [
    totals.holidayDays > 0 ? `${absenceText('holiday')}: ${daysText(totals.holidayDays)}` : '',
    totals.sickDays > 0 ? `${absenceText('sick')}: ${daysText(totals.sickDays)}` : '',
  ].filter(Boolean);
  lines.push([
    name,
    'Summe',
    '',
    '',
    String(totals.breakMinutes),
    hoursText(totals.workedMinutes),
    hoursText(totals.plannedMinutes),
    absences.join(', '),
    `Differenz zum Soll: ${signedHoursText(totals.differenceMinutes)} Std.`,
  ]);
  return lines;
}

export function timeSheetsCsv(sheets: readonly MonthlySheet[]): string {
  const lines = [[...CSV_COLUMNS], ...sheets.flatMap(sheetLines)];
  return `${BOM}${lines.map((line) => line.map(csvField).join(';')).join('\r\n')}\r\n`;
}
