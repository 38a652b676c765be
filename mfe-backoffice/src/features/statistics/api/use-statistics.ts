/**
 * The statistics screen's reads (ADR 0043): `GET /api/statistics/{name}` of the figure's owner
 * with the range, interval and branch, and the viewer's own profile. Keys are the path and its
 * parameters (the kit's default query function), so a card and its chart share one request.
 * Failures stay in their panel ('Statistik konnte nicht geladen werden.'), not as many toasts.
 */
import type { StatisticsInterval } from '@theke/domain';
import { useQuery } from '@theke/ui';
import type { DayRange } from '../statistics-range';

export const STATISTICS_URL = '/api/statistics';

export type StatisticName =
  | 'unique-visitors'
  | 'page-views'
  | 'pages'
  | 'events'
  | 'visitor-times'
  | 'funnel'
  | 'orders'
  | 'revenue'
  | 'canceled-orders'
  | 'items'
  | 'popular-items'
  | 'order-times'
  | 'working-activities'
  | 'working-schedules';

export interface StatisticsFilter {
  range: DayRange;
  interval: StatisticsInterval;
  /** null: every branch the viewer may see. */
  branchId: number | null;
}

export function statisticsParams(
  filter: StatisticsFilter,
  interval = filter.interval,
): Record<string, string> {
  return {
    from: filter.range.from,
    to: filter.range.to,
    interval,
    ...(filter.branchId === null ? {} : { branch: String(filter.branchId) }),
  };
}

/** One figure; `enabled: false` while the range is invalid or the viewer may not see it. */
export function useStatistic<T>(
  name: StatisticName,
  filter: StatisticsFilter,
  options: { interval?: StatisticsInterval; enabled?: boolean } = {},
) {
  return useQuery<T>({
    queryKey: [`${STATISTICS_URL}/${name}`, statisticsParams(filter, options.interval)],
    enabled: options.enabled ?? true,
    meta: { silent: true },
  });
}

export interface UserProfile {
  employee: { id: number; username: string | null };
  plannedMinutes: number;
  workedMinutes: number;
  workedUntilNowMinutes: number;
  plannedUntilNowMinutes: number;
  overtimeMinutes: number;
  holidayBalance: { year: number; remainingDays: number } | null;
}

export interface ProfileDays {
  total: number;
  rows: Array<{ day: string; workedMinutes: number; plannedMinutes: number }>;
}

/** The viewer's own profile over the range (the service takes the caller without `user`). */
export function useOwnProfile(range: DayRange, enabled: boolean) {
  const params = { start: range.from, end: range.to };
  const profile = useQuery<UserProfile>({
    queryKey: [`${STATISTICS_URL}/user-profile`, params],
    enabled,
    meta: { silent: true },
  });
  const days = useQuery<ProfileDays>({
    queryKey: [`${STATISTICS_URL}/user-profile-working-activities`, params],
    enabled,
    meta: { silent: true },
  });
  return { profile, days };
}
