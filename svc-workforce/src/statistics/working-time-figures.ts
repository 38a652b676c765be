/**
 * The figures of `/statistics/working-activities` and `/statistics/working-schedules` (ADR 0043):
 * worked minutes from the rollup plus the activities still open (counted until now), planned
 * minutes straight from the shifts (facts of this service, few per day). Minutes are whole
 * minutes of each sum (a bucket's, an employee's, the total), as the time sheets round.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import {
  bucketOf,
  plannedShiftMinutes,
  seriesOf,
  shiftInstants,
  type StatisticsPoint,
  type StatisticsRange,
} from '@theke/domain';
import type { ActivityRecord } from '../activities/activity.model';
import type { BranchCountries } from '../time-tracking/branch-countries';
import { workedPieces } from './worked-hours';

export interface FigureSelection {
  range: StatisticsRange;
  /** null: every branch and the time booked on no department. */
  branchIds: number[] | null;
  /** The employees listed in `rows`: null for all (administrators), else only this one. */
  rowsOf: number | null;
}

export interface EmployeeMinutes {
  employee: { id: number; username: string };
  minutes: number;
}

export interface MinuteFigures {
  total: number;
  series: StatisticsPoint[];
  rows: EmployeeMinutes[];
}

const minutesOf = (ms: number) => Math.floor(ms / 60_000);

/** `AND …` limiting rows joined to `departments d` to the selected branches. */
const branchFilter = (branchIds: number[] | null) =>
  branchIds === null ? '' : branchIds.length === 0 ? 'AND FALSE' : 'AND d."branchId" IN (:branchIds)';

/** Sums per bucket and per employee, in milliseconds, turned into the answer's whole minutes. */
class Sums {
  readonly buckets = new Map<number, number>();
  readonly employees = new Map<number, { username: string; ms: number }>();
  total = 0;

  add(bucket: Date, userId: number, username: string, ms: number, listed: boolean): void {
    this.total += ms;
    this.buckets.set(bucket.getTime(), (this.buckets.get(bucket.getTime()) ?? 0) + ms);
    if (!listed) return;
    const employee = this.employees.get(userId) ?? { username, ms: 0 };
    employee.ms += ms;
    this.employees.set(userId, employee);
  }

  figures(range: StatisticsRange): MinuteFigures {
    const minutes = new Map([...this.buckets].map(([bucket, ms]) => [bucket, minutesOf(ms)]));
    return {
      total: minutesOf(this.total),
      series: seriesOf(range, minutes),
      rows: [...this.employees]
        .map(([id, employee]) => ({
          employee: { id, username: employee.username },
          minutes: minutesOf(employee.ms),
        }))
        .sort(
          (a, b) => b.minutes - a.minutes || a.employee.username.localeCompare(b.employee.username, 'de'),
        ),
    };
  }
}

const listed = (selection: FigureSelection, userId: number) =>
  selection.rowsOf === null || selection.rowsOf === userId;

/** Worked minutes in the range: ended activities from the rollup, open ones live until `now`. */
export async function workedFigures(
  sequelize: Sequelize,
  selection: FigureSelection,
  now: Date,
): Promise<MinuteFigures> {
  const { range, branchIds } = selection;
  const replacements = {
    start: range.start,
    end: range.end,
    branchIds,
    tz: range.timeZone,
    interval: range.interval,
  };
  const hours = await sequelize.query<{ bucket: Date; userId: number; username: string; ms: string }>(
    `SELECT CASE WHEN :interval = 'hour' THEN h.bucket
                 ELSE date_trunc(:interval, h.bucket AT TIME ZONE :tz) AT TIME ZONE :tz END AS bucket,
            h."userId", max(h.username) AS username, sum(h."workedMs") AS ms
     FROM statistics_worked_hours h LEFT JOIN departments d ON d.id = h."departmentId"
     WHERE h.bucket >= :start AND h.bucket < :end ${branchFilter(branchIds)}
     GROUP BY 1, 2`,
    { type: QueryTypes.SELECT, replacements },
  );
  const sums = new Sums();
  for (const row of hours)
    sums.add(row.bucket, row.userId, row.username, Number(row.ms), listed(selection, row.userId));
  const open = await sequelize.query<ActivityRecord>(
    `SELECT a.* FROM working_activities a LEFT JOIN departments d ON d.id = a."departmentId"
     WHERE a."end" IS NULL AND a.start < :end ${branchFilter(branchIds)}`,
    { type: QueryTypes.SELECT, replacements },
  );
  for (const activity of open) {
    for (const piece of workedPieces(activity, now)) {
      if (piece.bucket < range.start || piece.bucket >= range.end) continue;
      const bucket = bucketOf(piece.bucket, range.interval, range.timeZone);
      sums.add(bucket, activity.userId, activity.username, piece.ms, listed(selection, activity.userId));
    }
  }
  return sums.figures(range);
}

interface ShiftRow {
  userId: number;
  username: string;
  branchId: number;
  day: string;
  from: string;
  to: string;
  plannedBreakMinutes: number;
}

/**
 * Planned minutes of the shifts planned on the range's days (the shift's day, as the time sheets
 * count it), each in the bucket its start falls in, in the zone of its branch's country.
 */
export async function plannedFigures(
  sequelize: Sequelize,
  selection: FigureSelection,
  countries: BranchCountries,
): Promise<MinuteFigures> {
  const { range, branchIds } = selection;
  const shifts = await sequelize.query<ShiftRow>(
    `SELECT s."userId", s.username, d."branchId", to_char(s.day, 'YYYY-MM-DD') AS day, s."from", s."to",
            s."plannedBreakMinutes"
     FROM working_schedules s JOIN departments d ON d.id = s."departmentId"
     WHERE s.day BETWEEN :from AND :to ${branchFilter(branchIds)}`,
    { type: QueryTypes.SELECT, replacements: { from: range.from, to: range.to, branchIds } },
  );
  const sums = new Sums();
  for (const shift of shifts) {
    const country = await countries.of(shift.branchId);
    const bucket = bucketOf(shiftInstants(country, shift).start, range.interval, range.timeZone);
    const minutes = plannedShiftMinutes(country, shift);
    sums.add(bucket, shift.userId, shift.username, minutes * 60_000, listed(selection, shift.userId));
  }
  return sums.figures(range);
}
