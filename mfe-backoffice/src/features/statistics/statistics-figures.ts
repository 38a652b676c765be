/**
 * The API's answers (ADR 0043 `{total, series, …extras}`) turned into the screen's tables: one
 * row per bucket for the line and bar charts, weekday × hour for the heat maps, the top lists, the
 * funnel with each step's share of the one before, and orders per staff hour by hour of day.
 */
import {
  formatDate,
  formatTime,
  MONTH_NAMES,
  WEEKDAY_NAMES,
  wallClockAt,
  type StatisticsInterval,
  type StatisticsPoint,
} from '@theke/domain';
import { formatCount, hoursOf } from './statistics-format';
import type { StatisticsColumn, StatisticsTable } from './statistics-table';

export type { StatisticsPoint };

export interface StatisticsAnswer {
  total: number;
  series: StatisticsPoint[];
}

export interface HeatCell {
  /** ISO weekday, 1 = Monday. */
  weekday: number;
  hour: number;
  value: number;
}

export const FUNNEL_STEPS = ['store-view', 'add-to-cart', 'checkout-start', 'purchase'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** A bucket's label: its time for hours of one day, its date for days, month and year for months. */
export function bucketLabel(
  start: string,
  interval: StatisticsInterval,
  timeZone: string,
  oneDay: boolean,
): string {
  const instant = new Date(start);
  if (interval === 'hour')
    return oneDay
      ? formatTime(instant, timeZone)
      : `${formatDate(instant, timeZone)} ${formatTime(instant, timeZone)}`;
  if (interval === 'day') return formatDate(instant, timeZone);
  const wall = wallClockAt(instant, timeZone);
  return `${MONTH_NAMES[wall.month - 1]} ${wall.year}`;
}

/** Series of the same range side by side: a row per bucket of the first. */
export function seriesTable(
  timeColumn: string,
  columns: ReadonlyArray<StatisticsColumn & { series: readonly StatisticsPoint[] }>,
  interval: StatisticsInterval,
  timeZone: string,
  oneDay: boolean,
): StatisticsTable {
  const buckets = columns[0]?.series ?? [];
  return {
    columns: [{ label: timeColumn }, ...columns.map(({ label, format }) => ({ label, format }))],
    rows: buckets.map((point, index) => [
      bucketLabel(point.start, interval, timeZone, oneDay),
      ...columns.map((column) => column.series[index]?.value ?? 0),
    ]),
  };
}

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Weekday × hour: a row per weekday (Monday first), a column per hour. */
export function heatMapTable(weekdayColumn: string, cells: readonly HeatCell[]): StatisticsTable {
  const values = new Map(cells.map((cell) => [`${cell.weekday} ${cell.hour}`, cell.value]));
  const hours = Array.from({ length: 24 }, (_, hour) => hour);
  return {
    columns: [{ label: weekdayColumn }, ...hours.map((hour) => ({ label: hourLabel(hour) }))],
    rows: WEEKDAY_NAMES.map((name, index) => [
      name,
      ...hours.map((hour) => values.get(`${index + 1} ${hour}`) ?? 0),
    ]),
  };
}

/**
 * Orders per staff hour by hour of day (ADR 0043: `orders` ÷ `working-activities`, both by hour):
 * the orders and worked hours of every bucket summed per local hour of the day; an hour nobody
 * worked has no ratio.
 */
export function ordersPerStaffHourTable(
  labels: { hour: string; orders: string; staffHours: string; perStaffHour: string },
  orders: readonly StatisticsPoint[],
  workedMinutes: readonly StatisticsPoint[],
  timeZone: string,
): StatisticsTable {
  const byHour = Array.from({ length: 24 }, () => ({ orders: 0, minutes: 0 }));
  const hourOf = (point: StatisticsPoint) =>
    byHour[wallClockAt(new Date(point.start), timeZone).hour] as { orders: number; minutes: number };
  for (const point of orders) hourOf(point).orders += point.value;
  for (const point of workedMinutes) hourOf(point).minutes += point.value;
  return {
    columns: [
      { label: labels.hour },
      { label: labels.orders },
      { label: labels.staffHours, format: (value) => formatCount(value, 2) },
      { label: labels.perStaffHour, format: (value) => formatCount(value, 2) },
    ],
    rows: byHour
      .map(
        (sums, hour) =>
          [
            hourLabel(hour),
            sums.orders,
            hoursOf(sums.minutes),
            sums.minutes > 0 ? Math.round((sums.orders / (sums.minutes / 60)) * 100) / 100 : null,
          ] as [string, number, number, number | null],
      )
      .filter(([, ordered, hours]) => ordered > 0 || hours > 0),
  };
}

/** The funnel's steps in order with their counts and each step's share of the step before. */
export function funnelTable(
  labels: { step: string; count: string; conversion: string; steps: Record<FunnelStep, string> },
  steps: ReadonlyArray<{ step: string; value: number }>,
): StatisticsTable {
  const value = (step: FunnelStep) => steps.find((entry) => entry.step === step)?.value ?? 0;
  return {
    columns: [
      { label: labels.step },
      { label: labels.count },
      { label: labels.conversion, format: (percent) => `${formatCount(percent, 1)}\u00a0%` },
    ],
    rows: FUNNEL_STEPS.map((step, index) => {
      const before = index === 0 ? null : value(FUNNEL_STEPS[index - 1] as FunnelStep);
      return [
        labels.steps[step],
        value(step),
        before ? Math.round((value(step) / before) * 1000) / 10 : null,
      ];
    }),
  };
}
