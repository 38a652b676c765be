import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import type { InitEntry } from '@theke/contracts';
import { translate } from '../i18n/i18n';
import { api } from './api-client';
import { isApiError } from './api-error';
import { recordFailure } from './failures';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorMessage?: string; silent?: boolean };
    mutationMeta: { errorMessage?: string; silent?: boolean };
  }
}

export const INIT_URL = '/api/init';

/** Query keys are the API path (plus optional params), so `/api/init` can prime them directly. */
export function queryKeyUrl(queryKey: readonly unknown[]): string {
  const [url, params] = queryKey as [string, Record<string, string> | undefined];
  return params ? `${url}?${new URLSearchParams(params).toString()}` : url;
}

const fetchByKey: QueryFunction = ({ queryKey, signal }) => api.get(queryKeyUrl(queryKey), { signal });

function failureMessage(error: unknown, fallback: string | undefined): string {
  if (isApiError(error) && error.errors[0]?.message) return error.errors[0].message;
  return fallback ?? translate('messages.loadFailed');
}

function shouldRecord(error: unknown, silent: boolean | undefined): boolean {
  if (silent) return false;
  // 401 already redirects; a 404 is rendered as the page's own "not found" state.
  return !(isApiError(error) && (error.status === 401 || error.status === 404));
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!shouldRecord(error, query.meta?.silent)) return;
        recordFailure(failureMessage(error, query.meta?.errorMessage), () =>
          client.refetchQueries({ queryKey: query.queryKey, exact: true }),
        );
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, variables, _context, mutation) => {
        if (!shouldRecord(error, mutation.meta?.silent)) return;
        recordFailure(failureMessage(error, mutation.meta?.errorMessage), () => mutation.execute(variables));
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: fetchByKey,
        staleTime: 5 * 60 * 1000,
        retry: (count, error) => count < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
  return client;
}

/** Fills the cache from `GET /api/init`, one query per entry keyed by its url. */
export function primeFromInit(client: QueryClient, entries: readonly InitEntry[]): void {
  for (const entry of entries) client.setQueryData([entry.url], entry.data);
}

export async function loadInit(client: QueryClient): Promise<void> {
  const entries = await api.get<InitEntry[]>(INIT_URL, {
    fallbackMessage: translate('messages.config.load'),
    redirectOnUnauthorized: false,
  });
  primeFromInit(client, entries);
}
