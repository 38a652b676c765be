import type { LogEntry } from '@theke/contracts';
import { api, translate, useQuery } from '@theke/ui';
import { LOGS_URL, logQuery, type LogFilter } from '../log-entries';

export interface LogPage {
  entries: LogEntry[];
  total: number;
}

/** One page of the audit log, newest first, with its total (`X-Total-Count`). */
export function useLogs(filter: LogFilter, page: number) {
  const query = logQuery(filter, page);
  const fallbackMessage = translate('logs.loadFailed');
  return useQuery<LogPage>({
    queryKey: [LOGS_URL, query],
    queryFn: async ({ signal }) => {
      let total = 0;
      const entries = await api.get<LogEntry[]>(`${LOGS_URL}?${new URLSearchParams(query).toString()}`, {
        signal,
        fallbackMessage,
        onHeaders: (headers) => (total = Number(headers.get('X-Total-Count') ?? 0)),
      });
      return { entries, total };
    },
    // The previous page stays on screen while the next one loads.
    placeholderData: (previous) => previous,
    meta: { errorMessage: fallbackMessage },
  });
}
