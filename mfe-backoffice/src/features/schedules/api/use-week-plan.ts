/**
 * What the week planner reads and does over the ADR 0041 API: a department's shifts of a week,
 * the staff accounts (the rows), who is clocked in now, and copying a week. Shift edits go
 * through the entity screens' own save and delete (version-checked), whose lists this shares.
 */
import type { CalendarDate } from '@theke/domain';
import { api, translate, useMutation, useQuery, useQueryClient } from '@theke/ui';
import { weekRange, type Shift } from '../week-planner';

export const SCHEDULES_URL = '/api/working-schedules';
export const COPY_WEEK_URL = '/api/working-schedules/copy-week';
/** The same list the reference picker of a user reads (one cache entry). */
export const USERS_URL = '/api/users';
export const DEPARTMENTS_URL = '/api/departments';
export const ACTIVITIES_URL = '/api/working-activities';
/** Who is clocked in is read again every minute while the planner is open. */
const ON_DUTY_REFRESH_MS = 60_000;

export interface StaffAccount {
  id: number;
  username: string;
  name?: string | null;
  branches?: { id: number }[] | null;
}

export interface DepartmentEntry {
  id: number;
  name: string;
  branch: { id: number } | null;
}

export interface RunningActivity {
  id: number;
  employee: { id: number; username: string };
  start: string;
  state: string;
}

export function useWeekShifts(departmentId: number | null, monday: CalendarDate) {
  return useQuery<Shift[]>({
    queryKey: [SCHEDULES_URL, { department: String(departmentId), ...weekRange(monday) }],
    enabled: departmentId !== null,
    meta: { errorMessage: translate('planner.loadFailed') },
  });
}

export function useStaffAccounts() {
  return useQuery<StaffAccount[]>({ queryKey: [USERS_URL], meta: { errorMessage: translate('planner.loadFailed') } });
}

export function useDepartments() {
  return useQuery<DepartmentEntry[]>({ queryKey: [DEPARTMENTS_URL], meta: { errorMessage: translate('planner.loadFailed') } });
}

/** The department's running activities (ADR 0041 filters `state` and `department`). */
export function useOnDuty(departmentId: number | null) {
  return useQuery<RunningActivity[]>({
    queryKey: [ACTIVITIES_URL, { state: 'running', department: String(departmentId) }],
    enabled: departmentId !== null,
    refetchInterval: ON_DUTY_REFRESH_MS,
    staleTime: 0,
    meta: { errorMessage: translate('planner.onDutyFailed') },
  });
}

/** POST /working-schedules/copy-week: a department's shifts of one week into another (Mondays). */
export function useCopyWeek() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: { departmentId: number; from: CalendarDate; to: CalendarDate }) =>
      api.post<unknown>(
        COPY_WEEK_URL,
        { department: { id: request.departmentId }, from: weekRange(request.from).from, to: weekRange(request.to).from },
        { fallbackMessage: translate('planner.copyFailed') },
      ),
    meta: { errorMessage: translate('planner.copyFailed'), silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: [SCHEDULES_URL] }),
  });
}
