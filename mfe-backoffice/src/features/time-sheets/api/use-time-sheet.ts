/**
 * What the monthly timesheet reads and does over the ADR 0041 API: one employee's month (figures,
 * warnings, the activities of each day, approval), the open correction requests, deciding them,
 * correcting an activity and approving the month.
 */
import { api, translate, useMutation, useQuery, useQueryClient } from '@theke/ui';
import { monthParam, type ActivityTimes, type Month, type MonthlySheet } from '../month-sheet';

export const MONTHLY_URL = '/api/time-sheets/monthly';
export const APPROVALS_URL = '/api/time-sheets/approvals';
export const ACTIVITIES_URL = '/api/working-activities';
export const CORRECTIONS_URL = '/api/working-activity-corrections';

export interface CorrectionRequest {
  id: number;
  activity: { id: number } | null;
  employee: { id: number; username: string };
  reason: string;
  before: ActivityTimes | null;
  after: ActivityTimes | null;
  state: string;
  createdAt?: string;
}

/** The employee's sheet; none when the month holds nothing of theirs (the list is per employee). */
export function useMonthlySheet(employeeId: number | null, month: Month) {
  return useQuery<MonthlySheet[], Error, MonthlySheet | null>({
    queryKey: [MONTHLY_URL, { month: monthParam(month), employee: String(employeeId) }],
    enabled: employeeId !== null,
    select: (sheets) => sheets.find((sheet) => sheet.employee.id === employeeId) ?? null,
    staleTime: 0,
    meta: { errorMessage: translate('timeSheets.loadFailed') },
  });
}

/** Every sheet of a month the caller may read (an employee: their own); none asked without a month. */
export function useMonthlySheets(month: Month | null) {
  return useQuery<MonthlySheet[]>({
    queryKey: [MONTHLY_URL, { month: month ? monthParam(month) : '' }],
    enabled: month !== null,
    meta: { errorMessage: translate('timeSheets.loadFailed') },
  });
}

export function usePendingCorrections() {
  return useQuery<CorrectionRequest[]>({
    queryKey: [CORRECTIONS_URL, { state: 'pending' }],
    staleTime: 0,
    meta: { errorMessage: translate('timeSheets.loadFailed') },
  });
}

/** After any change of recorded time the sheet, the activities and the requests are read again. */
function useRefreshTime() {
  const client = useQueryClient();
  return () =>
    Promise.all([MONTHLY_URL, ACTIVITIES_URL, CORRECTIONS_URL].map((url) => client.invalidateQueries({ queryKey: [url] })));
}

/** An administrator's correction: applied at once (201). The form engine shows a refusal at its field. */
export function useCorrectActivity() {
  const refresh = useRefreshTime();
  return async (activityId: number, payload: Record<string, unknown>) => {
    const correction = await api.post<{ id: number }>(`${ACTIVITIES_URL}/${activityId}/corrections`, payload);
    await refresh();
    return correction;
  };
}

export function useDecideCorrection() {
  const refresh = useRefreshTime();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'reject' }) =>
      api.post<unknown>(`${CORRECTIONS_URL}/${id}/${decision}`, {}, { fallbackMessage: translate('timeSheets.decideFailed') }),
    meta: { silent: true },
    onSuccess: refresh,
  });
}

export function useApproveMonth() {
  const refresh = useRefreshTime();
  return useMutation({
    mutationFn: ({ employee, month }: { employee: { id: number; username: string }; month: Month }) =>
      api.post<unknown>(APPROVALS_URL, { employee, month: monthParam(month) }, { fallbackMessage: translate('timeSheets.approveFailed') }),
    meta: { silent: true },
    onSuccess: refresh,
  });
}
