/**
 * The config document for its form (SPEC §7 GET and POST /config): the same react-query entry the
 * rest of the back-office reads the config from (primed by /api/init), so a save shows everywhere
 * at once (the time zone of every list, the ticket label).
 */
import type { Config } from '@theke/contracts';
import { api, translate, useQuery, useQueryClient } from '@theke/ui';

export const CONFIG_URL = '/api/config';

/** Read afresh when the form opens: a form started from an old copy would only end in a 409. */
export function useConfigDocument() {
  return useQuery<Config>({
    queryKey: [CONFIG_URL],
    refetchOnMount: 'always',
    meta: { errorMessage: translate('messages.config.load') },
  });
}

/** The document as the form engine holds an entry (a plain record with id and version). */
export const asEntry = (config: Config) => ({ ...config });

/** Reads the stored document again, bypassing the cache (after a 409 the stored version matters). */
export async function fetchConfigDocument() {
  return asEntry(await api.get<Config>(CONFIG_URL, { fallbackMessage: translate('messages.config.load') }));
}

/** Saves the document; its answer is the stored document with its new version. */
export function useSaveConfig() {
  const client = useQueryClient();
  return async (payload: Record<string, unknown>) => {
    const saved = await api.post<Config>(CONFIG_URL, payload, { fallbackMessage: translate('messages.config.save') });
    client.setQueryData([CONFIG_URL], saved);
    return asEntry(saved);
  };
}
